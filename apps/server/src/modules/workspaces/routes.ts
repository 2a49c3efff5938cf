import { workspacePaths } from '@tessera/model/workspace-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { workspaceSchemas as s } from './schemas.ts';
import { createWorkspace, selectWorkspace, updateWorkspaceSettings } from './service.ts';

/** Creating and switching workspaces, and the owner's workspace settings. Routes parse and reply only. */
export const workspaceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(workspacePaths.createDomain, { schema: s.create, config: { auth: 'required' } }, async (request, reply) => {
    const workspace = await createWorkspace(ctx, request.userId as string, request.body.name);
    return reply.code(201).send(workspace);
  });

  app.post(workspacePaths.selectDomain, { schema: s.select, config: { auth: 'required' } }, async (request) =>
    selectWorkspace(ctx, request.userId as string, request.body.domainName),
  );

  app.patch(
    workspacePaths.domainSettings,
    { schema: s.settings, config: { auth: 'required', domainScoped: true, role: 'owner' } },
    async (request) => {
      const domain = request.domain!;
      return updateWorkspaceSettings(
        ctx,
        { userId: request.userId as string, domainId: domain.id, role: domain.role, resourceType: domain.resourceType },
        { deleteModalType: request.body.deleteModalType },
      );
    },
  );
};
