import { dashboardSchema, favoriteResponseSchema, fillPath, projectListSchema, projectSchema, workspacePaths, type CreateProjectRequest, type ListProjectsQuery, type Project } from '@tessera/model/workspace-api';
import { ApiError, clientErrorCodes } from './api-error.ts';
import type { ApiClient } from './create-api-client.ts';

const signedIn = { requiresAuth: true } as const;

const projectPath = (path: string, projectId: string) => fillPath(path, { projectId });

/**
 * The project an answer carries: the project itself or `{ project }`; null when the answer has
 * none (an empty 204, or a shape this client does not know), so callers refetch instead.
 */
export function projectFromAnswer(body: unknown): Project | null {
  const direct = projectSchema.safeParse(body);
  if (direct.success) return direct.data;
  const wrapped = projectSchema.safeParse((body as { project?: unknown } | null)?.project);
  return wrapped.success ? wrapped.data : null;
}

/** The project calls of the workspace contract; all act in the workspace of the current path. */
export const projectsApi = {
  /** GET /api/projects: one view's list, searched and sorted by the server. */
  list: (client: ApiClient, query: ListProjectsQuery, signal?: AbortSignal) =>
    client
      .get(workspacePaths.projects, {
        query: { view: query.view, search: query.search, sort: query.sort, order: query.order },
        schema: projectListSchema,
        ...signedIn,
        ...(signal ? { signal } : {}),
      })
      .then((answer) => answer.projects),

  /** GET /api/projects/:projectId. */
  get: async (client: ApiClient, projectId: string) => {
    const project = projectFromAnswer(await client.get(projectPath(workspacePaths.project, projectId), signedIn));
    if (!project) throw new ApiError(200, clientErrorCodes.badResponse, 'The server sent an unexpected answer. Please try again.');
    return project;
  },

  /** POST /api/projects (403 with the plan's message past an allowance). */
  create: (client: ApiClient, body: CreateProjectRequest) => client.post(workspacePaths.projects, body, signedIn).then(projectFromAnswer),

  /** PATCH /api/projects/:projectId. */
  rename: (client: ApiClient, projectId: string, name: string) =>
    client.request(projectPath(workspacePaths.project, projectId), { method: 'PATCH', body: { name }, ...signedIn }).then(projectFromAnswer),

  /** PUT or DELETE /api/projects/:projectId/favorite (the caller's own star). */
  setFavorite: (client: ApiClient, projectId: string, favorite: boolean) =>
    client.request(projectPath(workspacePaths.projectFavorite, projectId), {
      method: favorite ? 'PUT' : 'DELETE',
      schema: favoriteResponseSchema,
      ...signedIn,
    }),

  archive: (client: ApiClient, projectId: string) =>
    client.post(projectPath(workspacePaths.archiveProject, projectId), {}, signedIn).then(projectFromAnswer),

  restore: (client: ApiClient, projectId: string) =>
    client.post(projectPath(workspacePaths.restoreProject, projectId), {}, signedIn).then(projectFromAnswer),

  /** POST …/duplicate: the copy is named "<name> (copy)" unless a name is given. */
  duplicate: (client: ApiClient, projectId: string, name?: string) =>
    client.post(projectPath(workspacePaths.duplicateProject, projectId), name ? { name } : {}, signedIn).then(projectFromAnswer),

  /** DELETE /api/projects/:projectId; `confirmName` repeats the name where the workspace asks for it. */
  remove: (client: ApiClient, projectId: string, confirmName?: string) =>
    client.request(projectPath(workspacePaths.project, projectId), {
      method: 'DELETE',
      body: confirmName === undefined ? {} : { confirmName },
      ...signedIn,
    }),

  /** POST …/open: the caller opened the project (it becomes their most recent). */
  open: (client: ApiClient, projectId: string) =>
    client.post(projectPath(workspacePaths.openProject, projectId), {}, signedIn).then(() => undefined),

  /** GET /api/dashboard: counts, plan and recent projects of the workspace. */
  dashboard: (client: ApiClient) => client.get(workspacePaths.dashboard, { schema: dashboardSchema, ...signedIn }),
};
