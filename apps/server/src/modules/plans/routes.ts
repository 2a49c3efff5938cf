import { workspacePaths } from '@tessera/model/workspace-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { planSchemas as s } from './schemas.ts';
import { getPlans } from './service.ts';

/** GET /api/plans (signed in), from the tables `buildApp` synced. Registered by the billing routes. */
export const planRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(workspacePaths.plans, { schema: s.list, config: { auth: 'required' } }, async () => getPlans(ctx.db));
};
