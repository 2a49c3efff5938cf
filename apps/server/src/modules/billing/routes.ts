import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async () => {};
