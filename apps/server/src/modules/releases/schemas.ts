import { pathIdSchema } from '@tessera/model/workspace-api';
import { endUserEnvironmentSchema } from '@tessera/model/end-users';
import {
  appRequestAnswerSchema,
  appRequestBodySchema,
  publishedAppSchema,
  previewTokenSchema,
  publishPreviewSchema,
  publishRequestSchema,
  publishResponseSchema,
  releaseHistorySchema,
  rollbackResponseSchema,
} from '@tessera/model/releases';
import { projectIdParamsSchema } from '@tessera/model/workspace-api';
import { z } from 'zod';
import { apiErrors } from '../../http/error-responses.ts';
import { noContent } from '../../http/no-content.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

const scoped = { tags: ['releases'], security: bearerSecurity, headers: scopedHeaders, params: projectIdParamsSchema };

export const releaseSchemas = {
  list: {
    ...scoped,
    summary: "The project's releases, newest first (at most 200): number, note, who and when, which is live, and what each names that live's schema no longer has",
    response: { 200: releaseHistorySchema, ...apiErrors(401, 403, 404) },
  },
  preview: {
    ...scoped,
    summary: "What publishing would do now: the next number, the address slug, live's queued migrations and what they put at stake in live's rows (applied and rolled back)",
    response: { 200: publishPreviewSchema, ...apiErrors(401, 403, 404) },
  },
  publish: {
    ...scoped,
    summary:
      "Publish draft as the next release and make it live: live's queued migrations applied (409 `confirmation_required` naming what is lost without confirmDataLoss, 422 when rows cannot take them), connected tables' rules copied to live, the screens, settings and rules frozen. 409 `conflict` when another project of the workspace has the slug",
    body: publishRequestSchema,
    response: { 201: publishResponseSchema, ...apiErrors(400, 401, 403, 404, 409, 422) },
  },
  rollback: {
    ...scoped,
    summary: "Make an earlier release live again at once (its connected tables' rules too); live's schema is not changed: the answer warns of what the release names that it no longer has",
    params: z.object({ projectId: pathIdSchema, releaseId: pathIdSchema }),
    response: { 200: rollbackResponseSchema, ...apiErrors(401, 403, 404) },
  },
  previewToken: {
    ...scoped,
    summary:
      "A preview token of the project's draft (15 minutes): the studio's Run preview sends it as the x-tessera-preview header, without which draft's data API, end users' account routes and REST requests refuse a visitor or end user (401)",
    response: { 200: previewTokenSchema, ...apiErrors(401, 403, 404) },
  },
  liveApp: {
    tags: ['published apps'],
    summary: 'The live release of a published app as its player runs it; ETag is the release hash (304 for If-None-Match), 404 when nothing is published',
    params: z.object({ domainName: pathIdSchema, projectSlug: pathIdSchema }),
    response: { 200: publishedAppSchema, 304: noContent, ...apiErrors(404) },
  },
  appRequest: {
    tags: ['published apps'],
    summary:
      "Run a REST request for a running app: only one a `callRest` action of the environment's app names (live: the live release; draft: the draft screens), else 404. Answers the API's status and body; 502 when it could not be reached",
    params: z.object({ projectId: pathIdSchema, environment: endUserEnvironmentSchema, requestId: pathIdSchema }),
    body: appRequestBodySchema,
    response: { 200: appRequestAnswerSchema, ...apiErrors(400, 401, 404, 409, 429, 502) },
  },
};
