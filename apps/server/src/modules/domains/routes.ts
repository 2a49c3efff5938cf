import { authPaths } from '@tessera/model';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { domainSchemas as s } from './schemas.ts';
import { getDomainDetail, listUserDomains } from './service.ts';

export const domainRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(authPaths.domainDetail, { schema: s.detail, config: { auth: 'required', domainScoped: true } }, async (request) => {
    const domain = request.domain!;
    return getDomainDetail(ctx, { domainId: domain.id, role: domain.role, resourceType: domain.resourceType });
  });

  app.get(authPaths.domains, { schema: s.list, config: { auth: 'required' } }, async (request) =>
    listUserDomains(ctx.db, request.userId as string),
  );
};
