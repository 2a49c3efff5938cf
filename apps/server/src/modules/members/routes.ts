import { workspacePaths } from '@tessera/model/workspace-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { memberSchemas as s } from './schemas.ts';
import { type Caller, listMembersAndInvitations, removeMember, updateMember } from './service.ts';

/** The workspace's members (invitations are in the invitations module). Routes parse and reply only. */
export const memberRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const callerOf = (request: { userId: string | null; domain: { id: string; role: Caller['role'] } | null }): Caller => ({
    userId: request.userId as string,
    domainId: request.domain!.id,
    role: request.domain!.role,
  });

  app.get(workspacePaths.members, { schema: s.list, config: { auth: 'required', domainScoped: true } }, async (request) =>
    listMembersAndInvitations(ctx, request.domain!.id),
  );

  app.patch(
    workspacePaths.member,
    { schema: s.update, config: { auth: 'required', domainScoped: true, role: 'owner' } },
    async (request) => {
      const { role, resourceType } = request.body;
      return updateMember(ctx, callerOf(request), request.params.userId, { role, resourceType });
    },
  );

  // Any member may call it: the service lets an owner remove anyone and a member only themself.
  app.delete(workspacePaths.member, { schema: s.remove, config: { auth: 'required', domainScoped: true } }, async (request, reply) => {
    await removeMember(ctx, callerOf(request), request.params.userId);
    return reply.code(204).send(null);
  });
};
