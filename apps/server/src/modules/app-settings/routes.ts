import { workspacePaths } from '@tessera/model/workspace-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { appSettingsSchemas as s } from './schemas.ts';
import { getAppSettings, saveAppSettings } from './service.ts';

const scoped = { auth: 'required', domainScoped: true } as const;
/** Changing how the app runs is building it: a Developer seat. */
const building = { ...scoped, seat: 'developer' } as const;

/** The run settings of a project of the `domainname` workspace. */
export const appSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const callerOf = (request: { domain: ProjectCaller['domain'] | null; userId: string | null }): ProjectCaller => ({
    domain: request.domain!,
    userId: request.userId!,
  });

  app.get(workspacePaths.appSettings, { schema: s.get, config: scoped }, async (request) =>
    getAppSettings(ctx.db, callerOf(request), request.params.projectId),
  );

  app.put(workspacePaths.appSettings, { schema: s.put, config: building }, async (request) => {
    const { startScreenId, previewDeviceId, variables, environment, manifest } = request.body;
    return saveAppSettings(ctx, callerOf(request), request.params.projectId, { startScreenId, previewDeviceId, variables, environment, ...(manifest ? { manifest } : {}) });
  });
};
