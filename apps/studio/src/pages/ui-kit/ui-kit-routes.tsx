import type { RouteObject } from 'react-router';

/** `/:domainName/ui-kit` and its sub-pages (spec §2), children of the workspace layout. */
export const uiKitRoutes: RouteObject[] = [];
