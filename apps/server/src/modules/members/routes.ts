import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

export const memberRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async () => {};
