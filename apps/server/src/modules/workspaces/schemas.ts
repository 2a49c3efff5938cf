import { createDomainRequestSchema, domainSettingsRequestSchema, domainSummarySchema, selectDomainRequestSchema, selectDomainResponseSchema, workspaceDetailSchema } from '@tessera/model/workspace-api';
import { apiErrors } from '../../http/error-responses.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

/** Route schemas of the workspace routes: the shared contract of @tessera/model. */
export const workspaceSchemas = {
  create: {
    tags: ['workspaces'],
    summary: 'Create a workspace: the caller becomes its owner and it becomes their last used one',
    security: bearerSecurity,
    body: createDomainRequestSchema,
    response: { 201: domainSummarySchema, ...apiErrors(400, 401, 409) },
  },
  select: {
    tags: ['workspaces'],
    summary: "Switch workspace: it becomes the caller's lastUsedDomainName (members only)",
    security: bearerSecurity,
    body: selectDomainRequestSchema,
    response: { 200: selectDomainResponseSchema, ...apiErrors(400, 401, 404) },
  },
  settings: {
    tags: ['workspaces'],
    summary: "Change the workspace's settings (owner): the delete dialog type",
    security: bearerSecurity,
    headers: scopedHeaders,
    body: domainSettingsRequestSchema,
    response: { 200: workspaceDetailSchema, ...apiErrors(400, 401, 403, 404) },
  },
};
