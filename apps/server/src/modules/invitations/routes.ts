import { authPaths } from '@tessera/model';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { invitationSchemas as s } from './schemas.ts';
import { answerInvitation } from './service.ts';

/** Accept or reject an invitation with the token of the invitation email's link. */
export const invitationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limited = { rateLimit: routeRateLimit(ctx.config.rateLimits.auth) };

  app.post(authPaths.acceptInvite, { schema: s.accept, config: limited }, async (request) => {
    const { username, domainName, token } = request.body;
    return answerInvitation(ctx, { username, domainName, token }, true);
  });

  app.post(authPaths.rejectInvite, { schema: s.reject, config: limited }, async (request) => {
    const { username, domainName, token } = request.body;
    return answerInvitation(ctx, { username, domainName, token }, false);
  });
};
