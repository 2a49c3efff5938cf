import type { RouteObject } from 'react-router';
import { settingsRoutes } from '../pages/settings/settings-routes.tsx';
import { uiKitRoutes } from '../pages/ui-kit/ui-kit-routes.tsx';

/**
 * The authenticated routes of spec §2 (children of the guard). Every page is a lazy chunk; the
 * `/:domainName` layout route frames the workspace pages.
 */
export const workspaceRoutes: RouteObject[] = [
  {
    path: '/definitions/domain',
    lazy: () => import('../pages/NoWorkspacePage.tsx').then((m) => ({ Component: m.NoWorkspacePage })),
  },
  {
    path: '/:domainName',
    lazy: () => import('../pages/workspace/WorkspaceLayout.tsx').then((m) => ({ Component: m.WorkspaceLayout })),
    children: [
      { path: 'projects', lazy: () => import('../pages/ProjectsPage.tsx').then((m) => ({ Component: m.ProjectsPage })) },
      ...settingsRoutes,
      ...uiKitRoutes,
    ],
  },
];
