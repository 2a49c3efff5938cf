import { authPaths } from '@tessera/model';
import { workspacePaths } from '@tessera/model/workspace-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { answerInvitation } from './answer.ts';
import { invitationSchemas as s } from './schemas.ts';
import { inviteMember, resendInvitation, revokeInvitation } from './service.ts';

/**
 * Accept or reject an invitation with the token of the invitation email's link; and the owner's
 * side: invite, resend, revoke (workspace-scoped). Routes parse and reply only.
 */
export const invitationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limited = { rateLimit: routeRateLimit(ctx.config.rateLimits.auth) };
  const owner = { auth: 'required', domainScoped: true, role: 'owner' } as const;

  app.post(authPaths.acceptInvite, { schema: s.accept, config: limited }, async (request) => {
    const { username, domainName, token } = request.body;
    return answerInvitation(ctx, { username, domainName, token }, true);
  });

  app.post(authPaths.rejectInvite, { schema: s.reject, config: limited }, async (request) => {
    const { username, domainName, token } = request.body;
    return answerInvitation(ctx, { username, domainName, token }, false);
  });

  app.post(workspacePaths.invitations, { schema: s.invite, config: owner }, async (request, reply) => {
    const { email, role, resourceType } = request.body;
    const caller = { userId: request.userId as string, domainId: request.domain!.id };
    return reply.code(201).send(await inviteMember(ctx, caller, { email, role, resourceType }));
  });

  app.post(workspacePaths.resendInvitation, { schema: s.resend, config: owner }, async (request) =>
    resendInvitation(ctx, { userId: request.userId as string, domainId: request.domain!.id }, request.params.invitationId),
  );

  app.delete(workspacePaths.invitation, { schema: s.revoke, config: owner }, async (request, reply) => {
    await revokeInvitation(ctx, { userId: request.userId as string, domainId: request.domain!.id }, request.params.invitationId);
    return reply.code(204).send(null);
  });
};
