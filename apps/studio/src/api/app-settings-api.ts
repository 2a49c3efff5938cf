import { type AppSettings, appSettingsSchema } from '@tessera/model/definition';
import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import type { ApiClient } from './create-api-client.ts';

const settingsPath = (projectId: string) => fillPath(workspacePaths.appSettings, { projectId });

/** A project's run settings (`/api/projects/:projectId/app-settings`; writes need a Developer seat). */
export const appSettingsApi = {
  get: (client: ApiClient, projectId: string, signal?: AbortSignal) =>
    client.get(settingsPath(projectId), { schema: appSettingsSchema, requiresAuth: true, ...(signal ? { signal } : {}) }),

  save: (client: ApiClient, projectId: string, settings: AppSettings) =>
    client.request(settingsPath(projectId), { method: 'PUT', body: settings, schema: appSettingsSchema, requiresAuth: true }),
};

/** Query keys of run settings, per workspace. */
export const appSettingsKeys = {
  one: (domainName: string, projectId: string) => ['app-settings', domainName, projectId] as const,
};
