import { appIconAnswerSchema, appIconPaths } from '@tessera/model/releases';
import { fillPath } from '@tessera/model/workspace-api';
import { type DataTransport, jsonOf } from '../data/rows/data-api-transport.ts';
import { ApiError, clientErrorCodes } from '../api/api-error.ts';
import type { ApiClient } from '../api/create-api-client.ts';

const iconPath = (projectId: string) => fillPath(appIconPaths.icon, { projectId });

/** A project's app icon (`/api/projects/:projectId/app-icon`; changes need a Developer seat). */
export const appIconApi = {
  get: (client: ApiClient, projectId: string, signal?: AbortSignal) =>
    client.get(iconPath(projectId), { schema: appIconAnswerSchema, requiresAuth: true, ...(signal ? { signal } : {}) }),

  /** Sends the image as the raw body; the server checks its bytes (PNG, size, square). */
  async upload(transport: DataTransport, projectId: string, file: Blob) {
    const response = await transport.send({ method: 'POST', path: iconPath(projectId), raw: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } });
    const parsed = appIconAnswerSchema.safeParse(await jsonOf(response));
    if (!parsed.success) throw new ApiError(response.status, clientErrorCodes.badResponse, 'The server sent an unexpected answer. Please try again.');
    return parsed.data;
  },

  remove: (client: ApiClient, projectId: string) => client.request(iconPath(projectId), { method: 'DELETE', schema: appIconAnswerSchema, requiresAuth: true }),
};

/** Query keys of app icons, per workspace. */
export const appIconKeys = {
  one: (domainName: string, projectId: string) => ['app-icon', domainName, projectId] as const,
};
