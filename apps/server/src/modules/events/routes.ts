import { authPaths, eventRequestSchema } from '@tessera/model';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { apiErrors } from '../../http/error-responses.ts';
import { noContent } from '../../http/no-content.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { recordEvent } from './service.ts';

/** POST /events: analytics from the studio (bearer optional). */
export const eventRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    authPaths.events,
    {
      schema: {
        tags: ['events'],
        summary: 'Record an analytics event',
        body: eventRequestSchema,
        response: { 204: noContent, ...apiErrors(400, 429) },
      },
      config: { auth: 'optional', rateLimit: routeRateLimit(ctx.config.rateLimits.events) },
    },
    async (request, reply) => {
      const { name, properties } = request.body;
      await recordEvent(ctx, { name, properties, userId: request.userId }, ctx.clock());
      return reply.code(204).send(null);
    },
  );
};
