import { createElement } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { settingsRoutes } from '../pages/settings/settings-routes.tsx';
import { uiKitRoutes } from '../pages/ui-kit/ui-kit-routes.tsx';
import type { ProjectsPageView } from '../pages/projects/project-list-params.ts';
import { workspaceHref } from '../workspace/workspace-paths.ts';

/** `/{domainName}/projects/{view}` (the bare `projects` shows recent). */
function projectsRoute(path: string, view: ProjectsPageView): RouteObject {
  return {
    path,
    lazy: () => import('../pages/projects/ProjectsPage.tsx').then((m) => ({ element: createElement(m.ProjectsPage, { view }) })),
  };
}

/**
 * The authenticated routes of spec §2 (children of the guard). Every page is a lazy chunk; the
 * `/:domainName` layout route frames the workspace pages, and the design studio
 * (`/:domainName/sd/:sdId`) stands on its own. Nothing here may import a page
 * statically: this file is part of the login route's graph.
 */
export const workspaceRoutes: RouteObject[] = [
  {
    path: '/definitions/domain',
    lazy: () => import('../pages/workspace/WorkspacesPage.tsx').then((m) => ({ Component: m.WorkspacesPage })),
  },
  {
    // The design studio fills the window: it is not framed by the workspace sidebar.
    path: '/:domainName/sd/:sdId',
    lazy: () => import('../studio/StudioPage.tsx').then((m) => ({ Component: m.StudioPage })),
  },
  {
    path: '/:domainName',
    lazy: () => import('../pages/workspace/WorkspaceLayout.tsx').then((m) => ({ Component: m.WorkspaceLayout })),
    children: [
      { index: true, loader: ({ params }) => redirect(workspaceHref(params.domainName ?? '', 'projects')) },
      {
        path: 'dashboard',
        lazy: () => import('../pages/workspace/DashboardPage.tsx').then((m) => ({ Component: m.DashboardPage })),
      },
      projectsRoute('projects', 'recent'),
      projectsRoute('projects/recent', 'recent'),
      projectsRoute('projects/favorites', 'favorites'),
      projectsRoute('projects/myprojects', 'myprojects'),
      projectsRoute('projects/allprojects', 'allprojects'),
      projectsRoute('projects/archive', 'archive'),
      projectsRoute('projects/templates', 'templates'),
      {
        path: 'projects/:projectId/end-users',
        lazy: () => import('../pages/end-users/EndUsersPage.tsx').then((m) => ({ Component: m.EndUsersPage })),
      },
      {
        path: 'connectors',
        lazy: () => import('../pages/connectors/ConnectorsPage.tsx').then((m) => ({ Component: m.ConnectorsPage })),
      },
      {
        path: 'connectors/:connectorId/requests',
        lazy: () => import('../pages/connectors/requests/RestRequestsPage.tsx').then((m) => ({ Component: m.RestRequestsPage })),
      },
      {
        path: 'connectors/:connectorId/requests/new',
        lazy: () => import('../pages/connectors/requests/RestRequestEditorPage.tsx').then((m) => ({ Component: m.RestRequestEditorPage })),
      },
      {
        path: 'connectors/:connectorId/requests/:requestId',
        lazy: () => import('../pages/connectors/requests/RestRequestEditorPage.tsx').then((m) => ({ Component: m.RestRequestEditorPage })),
      },
      ...settingsRoutes,
      ...uiKitRoutes,
    ],
  },
];
