import { domainListSchema } from '@tessera/model';
import { workspaceDetailSchema } from '@tessera/model/workspace-api';
import { apiErrors } from '../../http/error-responses.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

export const domainSchemas = {
  detail: {
    tags: ['domains'],
    summary: "The current workspace's settings, the caller's role, the plan and its accesses (domainname header; non-members get 404)",
    security: bearerSecurity,
    headers: scopedHeaders,
    response: { 200: workspaceDetailSchema, ...apiErrors(401, 404) },
  },
  list: {
    tags: ['domains'],
    summary: 'The workspaces the signed-in user belongs to',
    security: bearerSecurity,
    response: { 200: domainListSchema, ...apiErrors(401) },
  },
};
