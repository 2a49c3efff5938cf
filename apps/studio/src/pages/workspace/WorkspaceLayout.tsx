import { Outlet } from 'react-router';

/** The frame of every `/:domainName/…` page: navigation around the page's outlet. */
export function WorkspaceLayout() {
  return <Outlet />;
}
