import { workspacePaths } from '@tessera/model/workspace-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { logSchemas as s } from './schemas.ts';
import { listLogs } from './service.ts';

/** The workspace's audit log. Routes parse and reply only. */
export const logRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(workspacePaths.logs, { schema: s.list, config: { auth: 'required', domainScoped: true } }, async (request) => {
    const { cursor, limit, action, actor, from, to } = request.query;
    return listLogs(ctx, { userId: request.userId as string, domainId: request.domain!.id }, { cursor, limit, action, actor, from, to });
  });
};
