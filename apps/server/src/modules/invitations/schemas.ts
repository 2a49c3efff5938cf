import { invitationRequestSchema, invitationResultSchema } from '@tessera/model';
import { errors } from '../auth/schemas.ts';

export const invitationSchemas = {
  accept: {
    tags: ['invitations'],
    summary: 'Accept an invitation: 0 no account (sign up), 1 accepted, 3 expired or not found',
    body: invitationRequestSchema,
    response: { 200: invitationResultSchema, ...errors(400, 429) },
  },
  reject: {
    tags: ['invitations'],
    summary: 'Reject an invitation: 2 rejected, 3 expired or not found',
    body: invitationRequestSchema,
    response: { 200: invitationResultSchema, ...errors(400, 429) },
  },
};
