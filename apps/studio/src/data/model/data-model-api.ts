import {
  changePreviewSchema,
  changeResponseSchema,
  dataModelResponseSchema,
  dataPaths,
  liveStateSchema,
  migrationsResponseSchema,
  type ChangeRequest,
} from '@tessera/model/data';
import { fillPath } from '@tessera/model/workspace-api';
import type { ApiClient } from '../../api/create-api-client.ts';

const signedIn = { requiresAuth: true } as const;
const path = (template: string, projectId: string) => fillPath(template, { projectId });

/**
 * The data-model calls of a project (issue 12), in the workspace of the current path. A change
 * made against an older version answers 409 `stale`; one that loses data without
 * `confirmDataLoss` answers 409 `confirmation_required` (preview it first to show what is at stake).
 */
export const dataModelApi = {
  /** GET the draft data model, its version and how many migrations live lacks. */
  get: (client: ApiClient, projectId: string) => client.get(path(dataPaths.model, projectId), { schema: dataModelResponseSchema, ...signedIn }),

  /** POST plan a change: its SQL steps, their classes and what each puts at stake. */
  preview: (client: ApiClient, projectId: string, body: ChangeRequest) => client.post(path(dataPaths.preview, projectId), body, { schema: changePreviewSchema, ...signedIn }),

  /** POST apply a change to draft (one migration). */
  change: (client: ApiClient, projectId: string, body: ChangeRequest) => client.post(path(dataPaths.changes, projectId), body, { schema: changeResponseSchema, ...signedIn }),

  /** GET the migration history, newest first. */
  migrations: (client: ApiClient, projectId: string) => client.get(path(dataPaths.migrations, projectId), { schema: migrationsResponseSchema, ...signedIn }),

  /** GET what live lacks. */
  live: (client: ApiClient, projectId: string) => client.get(path(dataPaths.live, projectId), { schema: liveStateSchema, ...signedIn }),

  /** POST what applying the queue would do to live's own rows (tried and rolled back). */
  previewLive: (client: ApiClient, projectId: string) => client.post(path(dataPaths.previewLive, projectId), undefined, { schema: changePreviewSchema, ...signedIn }),
};
