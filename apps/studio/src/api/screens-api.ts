import {
  fillPath,
  screenDetailSchema,
  screenListSchema,
  screenSummarySchema,
  startScreenResponseSchema,
  workspacePaths,
  type CreateScreenRequest,
  type SaveScreenRequest,
} from '@tessera/model/workspace-api';
import type { ApiClient } from './create-api-client.ts';

const signedIn = { requiresAuth: true } as const;

const screensPath = (projectId: string) => fillPath(workspacePaths.screens, { projectId });
const screenPath = (projectId: string, screenId: string) => fillPath(workspacePaths.screen, { projectId, screenId });

/**
 * The screen calls of the workspace contract (issue 5), all in the workspace of the current path.
 * Writes need a Developer seat; a stale save answers 409 `conflict` with the current version in
 * its message (`SCREEN_CHANGED_MESSAGE`).
 */
export const screensApi = {
  /** GET …/screens: every screen of the project without its tree, in position order. */
  list: (client: ApiClient, projectId: string) => client.get(screensPath(projectId), { schema: screenListSchema, ...signedIn }),

  /** GET …/screens/:screenId: the whole screen with its tree and the version the next save sends. */
  get: (client: ApiClient, projectId: string, screenId: string) =>
    client.get(screenPath(projectId, screenId), { schema: screenDetailSchema, ...signedIn }),

  /** POST …/screens from a template (403 with the plan's message past the screen allowance). */
  create: (client: ApiClient, projectId: string, body: CreateScreenRequest) =>
    client.post(screensPath(projectId), body, { schema: screenDetailSchema, ...signedIn }),

  /** PUT …/screens/:screenId: saves the tree; answers the new summary (its `version` is the next one to send). */
  save: (client: ApiClient, projectId: string, screenId: string, body: SaveScreenRequest) =>
    client.request(screenPath(projectId, screenId), { method: 'PUT', body, schema: screenSummarySchema, ...signedIn }),

  /** PATCH …/screens/:screenId (409 when the name is taken). */
  rename: (client: ApiClient, projectId: string, screenId: string, name: string) =>
    client.request(screenPath(projectId, screenId), { method: 'PATCH', body: { name }, schema: screenSummarySchema, ...signedIn }),

  /** POST …/screens/:screenId/duplicate: "<name> (copy)" unless a name is given. */
  duplicate: (client: ApiClient, projectId: string, screenId: string, name?: string) =>
    client.post(fillPath(workspacePaths.duplicateScreen, { projectId, screenId }), name ? { name } : {}, {
      schema: screenDetailSchema,
      ...signedIn,
    }),

  /** DELETE …/screens/:screenId. */
  remove: (client: ApiClient, projectId: string, screenId: string) =>
    client.request(screenPath(projectId, screenId), { method: 'DELETE', ...signedIn }).then(() => undefined),

  /** PUT …/start-screen: the screen the app opens on. */
  setStartScreen: (client: ApiClient, projectId: string, screenId: string) =>
    client.request(fillPath(workspacePaths.startScreen, { projectId }), {
      method: 'PUT',
      body: { screenId },
      schema: startScreenResponseSchema,
      ...signedIn,
    }),
};
