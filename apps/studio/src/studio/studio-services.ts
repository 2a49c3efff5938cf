import { accountsApi } from '../api/accounts-api.ts';
import type { ApiClient } from '../api/create-api-client.ts';
import { screensApi } from '../api/screens-api.ts';
import type { StudioMemory, StudioServices } from './store/studio-services.ts';

/** The studio's calls for one project, bound to the studio's API client. */
export function bindStudioServices(client: ApiClient, projectId: string): StudioServices {
  return {
    listScreens: () => screensApi.list(client, projectId),
    getScreen: (screenId) => screensApi.get(client, projectId, screenId),
    saveScreen: (screenId, body) => screensApi.save(client, projectId, screenId, body),
    createScreen: (body) => screensApi.create(client, projectId, body),
    renameScreen: (screenId, name) => screensApi.rename(client, projectId, screenId, name),
    duplicateScreen: (screenId) => screensApi.duplicate(client, projectId, screenId),
    removeScreen: (screenId) => screensApi.remove(client, projectId, screenId),
    setStartScreen: (screenId) => screensApi.setStartScreen(client, projectId, screenId),
    logEvent: (name, properties) => void accountsApi.logEvent(client, name, properties),
  };
}

const lastScreenKey = (projectId: string) => `tessera.studio.lastScreen.${projectId}`;

/** The last visited screen per project, in this tab's sessionStorage (nothing when it is blocked). */
export const sessionStudioMemory: StudioMemory = {
  lastVisitedScreen(projectId) {
    try {
      return window.sessionStorage.getItem(lastScreenKey(projectId));
    } catch {
      return null;
    }
  },
  rememberScreen(projectId, screenId) {
    try {
      window.sessionStorage.setItem(lastScreenKey(projectId), screenId);
    } catch {
      // Storage blocked (a private mode): the studio then opens the first screen next time.
    }
  },
};
