import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { pingDb } from '../../db/create-db.ts';

/** GET /health: 200 `{ status: 'ok' }` once the database answers (for load balancers). */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness with a database ping', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await pingDb(ctx.db);
      return { status: 'ok' as const };
    },
  );
};
