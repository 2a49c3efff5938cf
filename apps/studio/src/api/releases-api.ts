import { draftPreviewPaths, previewTokenSchema, type PublishRequest, publishPreviewSchema, publishResponseSchema, releaseHistorySchema, releasePaths, rollbackResponseSchema } from '@tessera/model/releases';
import { fillPath } from '@tessera/model/workspace-api';
import type { ApiClient } from './create-api-client.ts';

const signedIn = { requiresAuth: true } as const;

/** A project's releases, for its builders (`releasePaths`; Developer seat). */
export const releasesApi = {
  /** GET the history, newest first, with which one is live and what no longer fits live. */
  history: (client: ApiClient, projectId: string, signal?: AbortSignal) =>
    client.get(fillPath(releasePaths.list, { projectId }), { schema: releaseHistorySchema, ...signedIn, ...(signal ? { signal } : {}) }),

  /** POST: what publishing would do now (changes nothing). */
  preview: (client: ApiClient, projectId: string) => client.request(fillPath(releasePaths.preview, { projectId }), { method: 'POST', schema: publishPreviewSchema, ...signedIn }),

  /** POST: publish the saved draft as the next release. */
  publish: (client: ApiClient, projectId: string, body: PublishRequest) =>
    client.request(fillPath(releasePaths.list, { projectId }), { method: 'POST', body, schema: publishResponseSchema, ...signedIn }),

  /** POST: a preview token of the draft, for the Run preview and the Run tabs. */
  previewToken: (client: ApiClient, projectId: string) => client.request(fillPath(draftPreviewPaths.token, { projectId }), { method: 'POST', schema: previewTokenSchema, ...signedIn }),

  /** POST: make an earlier release live again. */
  rollback: (client: ApiClient, projectId: string, releaseId: string) =>
    client.request(fillPath(releasePaths.rollback, { projectId, releaseId }), { method: 'POST', schema: rollbackResponseSchema, ...signedIn }),
};

/** Query keys of a project's releases, per workspace. */
export const releasesKeys = {
  all: (domainName: string, projectId: string) => ['releases', domainName, projectId] as const,
  history: (domainName: string, projectId: string) => ['releases', domainName, projectId, 'history'] as const,
  preview: (domainName: string, projectId: string) => ['releases', domainName, projectId, 'preview'] as const,
};
