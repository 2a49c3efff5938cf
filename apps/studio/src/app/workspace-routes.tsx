import type { RouteObject } from 'react-router';
import { uiKitRoutes } from '../pages/ui-kit/ui-kit-routes.tsx';

/**
 * The authenticated routes of spec §2 (children of the guard). Every page is a lazy chunk.
 */
export const workspaceRoutes: RouteObject[] = [
  { path: '/:domainName/projects', lazy: () => import('../pages/ProjectsPage.tsx').then((m) => ({ Component: m.ProjectsPage })) },
  {
    path: '/definitions/domain',
    lazy: () => import('../pages/NoWorkspacePage.tsx').then((m) => ({ Component: m.NoWorkspacePage })),
  },
  ...uiKitRoutes,
];
