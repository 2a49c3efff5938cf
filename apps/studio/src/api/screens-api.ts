import { readStoredTree } from '@tessera/model/definition';
import {
  fillPath,
  screenDetailSchema,
  screenListSchema,
  screenSummarySchema,
  startScreenResponseSchema,
  storedScreenDetailSchema,
  workspacePaths,
  type CreateScreenRequest,
  type SaveScreenRequest,
  type ScreenDetail,
  type StoredScreenDetail,
} from '@tessera/model/workspace-api';
import { ApiError, clientErrorCodes } from './api-error.ts';
import type { ApiClient } from './create-api-client.ts';

const signedIn = { requiresAuth: true } as const;

/**
 * A screen as the studio opens it. One stored before the screen tree limits and past them comes
 * cut to them (`readStoredTree`), with the message of the limit it passed in `overLimit`: it can be
 * shown, but saving the cut tree would lose elements.
 */
export type OpenedScreen = ScreenDetail & { overLimit?: string };

/**
 * Reads a screen as the server stores it: the tree without recursion first (`readStoredTree`), so
 * no stored tree can overflow the stack. A tree that is not one is the client's bad-response error.
 */
export function openStoredScreen(stored: StoredScreenDetail): OpenedScreen {
  const read = readStoredTree(stored.root);
  if (!read.ok) throw new ApiError(200, clientErrorCodes.badResponse, 'The server sent an unexpected answer. Please try again.');
  const { root, overLimit } = read.value;
  return overLimit ? { ...stored, root, overLimit: overLimit.message } : { ...stored, root };
}

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

  /**
   * GET …/screens/:screenId: the whole screen with its tree and the version the next save sends,
   * read by `openStoredScreen` (one past the tree limits comes cut, with `overLimit` set).
   */
  get: async (client: ApiClient, projectId: string, screenId: string): Promise<OpenedScreen> =>
    openStoredScreen(await client.get(screenPath(projectId, screenId), { schema: storedScreenDetailSchema, ...signedIn })),

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
