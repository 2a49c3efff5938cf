import {
  changePreviewSchema,
  changeRequestSchema,
  changeResponseSchema,
  dataModelResponseSchema,
  liveStateSchema,
  migrationsResponseSchema,
} from '@tessera/model/data';
import { projectIdParamsSchema } from '@tessera/model/workspace-api';
import { apiErrors } from '../../http/error-responses.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

const scoped = { tags: ['data'], security: bearerSecurity, headers: scopedHeaders, params: projectIdParamsSchema };

export const dataSchemaSchemas = {
  model: {
    ...scoped,
    summary: "The project's draft data model, its version (send it with a change) and how many migrations live has not had",
    response: { 200: dataModelResponseSchema, ...apiErrors(401, 404) },
  },
  preview: {
    ...scoped,
    summary:
      'Plan a change without applying it: each SQL step, its class (safe, locks, rewrites, losesData), the rows and values at stake and the rows that would block it, found on draft’s data',
    body: changeRequestSchema,
    response: { 200: changePreviewSchema, ...apiErrors(400, 401, 403, 404, 409) },
  },
  change: {
    ...scoped,
    summary:
      'Apply a change to draft as one migration, all or nothing. 409 `stale` when baseVersion is not the stored version, 409 `confirmation_required` when it loses data without confirmDataLoss, 422 `conversion_failed` when rows cannot take it (the message names the table, column and count), 409 `conflict` when a table stays locked for 5 s',
    body: changeRequestSchema,
    response: { 200: changeResponseSchema, ...apiErrors(400, 401, 403, 404, 409, 422) },
  },
  migrations: {
    ...scoped,
    summary: 'The migration history, newest first (at most 500): who, when, what and the SQL that ran on draft',
    response: { 200: migrationsResponseSchema, ...apiErrors(401, 404) },
  },
  live: {
    ...scoped,
    summary: 'The migrations live has not had yet, oldest first',
    response: { 200: liveStateSchema, ...apiErrors(401, 404) },
  },
  previewLive: {
    ...scoped,
    summary:
      'What applying the queue would do to live, found by applying it in a transaction that is rolled back: every step, its class and the rows and values at stake in live’s own data; nothing changes',
    response: { 200: changePreviewSchema, ...apiErrors(401, 403, 404) },
  },
};
