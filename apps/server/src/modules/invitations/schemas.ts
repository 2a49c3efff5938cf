import { invitationRequestSchema, invitationResultSchema } from '@tessera/model';
import { invitationIdParamsSchema, inviteRequestSchema, pendingInvitationSchema } from '@tessera/model/workspace-api';
import { apiErrors } from '../../http/error-responses.ts';
import { noContent } from '../../http/no-content.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

export const invitationSchemas = {
  accept: {
    tags: ['invitations'],
    summary: 'Accept an invitation: 0 no account (sign up), 1 accepted, 3 expired, revoked or not found; 403 when the workspace has no free seat',
    body: invitationRequestSchema,
    response: { 200: invitationResultSchema, ...apiErrors(400, 403, 429) },
  },
  reject: {
    tags: ['invitations'],
    summary: 'Reject an invitation: 2 rejected, 3 expired, revoked or not found',
    body: invitationRequestSchema,
    response: { 200: invitationResultSchema, ...apiErrors(400, 429) },
  },
  invite: {
    tags: ['members'],
    summary: 'Invite an email to the workspace with a role and resource type (owner; the plan must have a seat)',
    security: bearerSecurity,
    headers: scopedHeaders,
    body: inviteRequestSchema,
    response: { 201: pendingInvitationSchema, ...apiErrors(400, 401, 403, 404, 409) },
  },
  resend: {
    tags: ['members'],
    summary: 'Send an open invitation again with a new link (owner; the old link stops working)',
    security: bearerSecurity,
    headers: scopedHeaders,
    params: invitationIdParamsSchema,
    response: { 200: pendingInvitationSchema, ...apiErrors(401, 403, 404, 429) },
  },
  revoke: {
    tags: ['members'],
    summary: 'Revoke an open invitation (owner; its link then answers invitationResult 3)',
    security: bearerSecurity,
    headers: scopedHeaders,
    params: invitationIdParamsSchema,
    response: { 204: noContent, ...apiErrors(401, 403, 404) },
  },
};
