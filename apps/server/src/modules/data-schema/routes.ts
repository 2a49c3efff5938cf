import { dataPaths } from '@tessera/model/data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { applyChange, previewChange } from './apply-change.ts';
import { previewLiveQueueFor, readLiveState } from './live-queue.ts';
import { listMigrations, readDataModel } from './read-model.ts';
import { dataSchemaSchemas as s } from './schemas.ts';

const scoped = { auth: 'required', domainScoped: true } as const;
/** Changing a project's database needs a Developer seat. */
const building = { ...scoped, seat: 'developer' } as const;

/** A change carries up to 100 ops, access rules among them: more than the server's 64 KB default. */
export const DATA_CHANGE_BODY_LIMIT_BYTES = 1024 * 1024;

/** The data model, its changes (migrations), their history and the live queue of a project of the `domainname` workspace. */
export const dataSchemaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const callerOf = (request: { domain: ProjectCaller['domain'] | null; userId: string | null }): ProjectCaller => ({
    domain: request.domain!,
    userId: request.userId!,
  });

  app.get(dataPaths.model, { schema: s.model, config: scoped }, async (request) => readDataModel(ctx, callerOf(request), request.params.projectId));

  app.post(dataPaths.preview, { schema: s.preview, config: building, bodyLimit: DATA_CHANGE_BODY_LIMIT_BYTES }, async (request) => {
    const { baseVersion, ops, confirmDataLoss } = request.body;
    return previewChange(ctx, callerOf(request), request.params.projectId, { baseVersion, ops, confirmDataLoss });
  });

  app.post(dataPaths.changes, { schema: s.change, config: building, bodyLimit: DATA_CHANGE_BODY_LIMIT_BYTES }, async (request) => {
    const { baseVersion, ops, confirmDataLoss } = request.body;
    return applyChange(ctx, callerOf(request), request.params.projectId, { baseVersion, ops, confirmDataLoss });
  });

  app.get(dataPaths.migrations, { schema: s.migrations, config: scoped }, async (request) => listMigrations(ctx, callerOf(request), request.params.projectId));

  app.get(dataPaths.live, { schema: s.live, config: scoped }, async (request) => readLiveState(ctx, callerOf(request), request.params.projectId));

  app.post(dataPaths.previewLive, { schema: s.previewLive, config: building }, async (request) => previewLiveQueueFor(ctx, callerOf(request), request.params.projectId));
};
