import { preferencesSchema, workspacePaths, type Preferences } from '@tessera/model/workspace-api';
import type { ApiClient } from './create-api-client.ts';

/** The signed-in user's preferences (not workspace-scoped). */
export const preferencesApi = {
  getPreferences: (client: ApiClient) => client.get(workspacePaths.preferences, { schema: preferencesSchema, requiresAuth: true }),

  savePreferences: (client: ApiClient, body: Preferences) =>
    client.request(workspacePaths.preferences, { method: 'PUT', body, requiresAuth: true }),
};

/** Query key of the preferences (one user per session: the cache is cleared when it ends). */
export const preferencesKeys = {
  preferences: ['preferences'] as const,
};
