import { workspacePaths } from '@tessera/model/workspace-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { preferenceSchemas as s } from './schemas.ts';
import { getPreferences, savePreferences } from './service.ts';

/** The signed-in user's preferences (not workspace-scoped). Routes parse and reply only. */
export const preferenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(workspacePaths.preferences, { schema: s.get, config: { auth: 'required' } }, async (request) =>
    getPreferences(ctx, request.userId as string),
  );

  app.put(workspacePaths.preferences, { schema: s.put, config: { auth: 'required' } }, async (request) => {
    const { language, timeZone, dateFormat } = request.body;
    return savePreferences(ctx, request.userId as string, { language, timeZone, dateFormat });
  });
};
