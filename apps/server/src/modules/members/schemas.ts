import { memberSchema, membersResponseSchema, updateMemberRequestSchema, userIdParamsSchema } from '@tessera/model/workspace-api';
import { apiErrors } from '../../http/error-responses.ts';
import { noContent } from '../../http/no-content.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

/** Route schemas of the members routes: the shared contract of @tessera/model. */
export const memberSchemas = {
  list: {
    tags: ['members'],
    summary: 'The members and the open invitations of the workspace (any member)',
    security: bearerSecurity,
    headers: scopedHeaders,
    response: { 200: membersResponseSchema, ...apiErrors(401, 404) },
  },
  update: {
    tags: ['members'],
    summary: "Change a member's role or resource type (owner; never the last owner; the plan must have a seat)",
    security: bearerSecurity,
    headers: scopedHeaders,
    params: userIdParamsSchema,
    body: updateMemberRequestSchema,
    response: { 200: memberSchema, ...apiErrors(400, 401, 403, 404, 409) },
  },
  remove: {
    tags: ['members'],
    summary: 'Remove a member (owner), or leave the workspace (yourself); never the last owner',
    security: bearerSecurity,
    headers: scopedHeaders,
    params: userIdParamsSchema,
    response: { 204: noContent, ...apiErrors(401, 403, 404, 409) },
  },
};
