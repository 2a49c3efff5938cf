import { endUserAdminPaths, endUserAuthPaths } from '@tessera/model/end-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { rateLimitKey } from '../../plugins/rate-limit-key.ts';
import { assertDraftPreview, previewTokenOf } from '../../security/draft-preview.ts';
import { resolveAppTarget } from './app-target.ts';
import { deleteProjectEndUser, type EndUserManager, listProjectEndUsers, updateProjectEndUser } from './manage.ts';
import { forgotEndUserPassword, resetEndUserPassword } from './password-reset.ts';
import { endUserSchemas as s } from './schemas.ts';
import { findCurrentEndUser, refreshEndUserSession, signInEndUser, signOutEndUser } from './sessions.ts';
import { signUpEndUser, verifyEndUserEmail } from './sign-up.ts';

/** Builders' routes: the `domainname` workspace, a Developer seat. */
const building = { auth: 'required', domainScoped: true, seat: 'developer' } as const;

/**
 * The end users of projects: each app's public account routes (`endUserAuthPaths`, per project
 * environment, rate limited per client address like the builders' accounts) and the builders'
 * routes over them (`endUserAdminPaths`). Routes parse and reply only.
 */
export const endUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limited = { rateLimit: routeRateLimit(ctx.config.rateLimits.auth) };
  /** The app's project environment; draft only from the Run preview (its preview token). */
  const target = async (request: { params: { projectId: string; environment: 'draft' | 'live' }; headers: Record<string, string | string[] | undefined> }) => {
    const found = await resolveAppTarget(ctx, request.params.projectId, request.params.environment);
    await assertDraftPreview(ctx, found, previewTokenOf(request.headers));
    return found;
  };

  app.post(endUserAuthPaths.signUp, { schema: s.signUp, config: limited }, async (request) => ({
    message: await signUpEndUser(ctx, await target(request), request.body),
  }));

  app.post(endUserAuthPaths.verifyEmail, { schema: s.verifyEmail, config: limited }, async (request) => ({
    message: await verifyEndUserEmail(ctx, await target(request), request.body, rateLimitKey(request.ip)),
  }));

  app.post(endUserAuthPaths.signIn, { schema: s.signIn, config: limited }, async (request) =>
    signInEndUser(ctx, await target(request), request.body),
  );

  app.post(endUserAuthPaths.refresh, { schema: s.refresh, config: limited }, async (request) =>
    refreshEndUserSession(ctx, await target(request), request.body.refreshToken),
  );

  app.post(endUserAuthPaths.signOut, { schema: s.signOut, config: limited }, async (request, reply) => {
    await signOutEndUser(ctx, await target(request), request.body.refreshToken);
    return reply.code(204).send(null);
  });

  app.post(endUserAuthPaths.forgotPassword, { schema: s.forgotPassword, config: limited }, async (request) => ({
    message: await forgotEndUserPassword(ctx, await target(request), request.body.email, rateLimitKey(request.ip)),
  }));

  app.post(endUserAuthPaths.resetPassword, { schema: s.resetPassword, config: limited }, async (request) => ({
    message: await resetEndUserPassword(ctx, await target(request), request.body, rateLimitKey(request.ip)),
  }));

  app.get(endUserAuthPaths.me, { schema: s.me, config: limited }, async (request) =>
    findCurrentEndUser(ctx, await target(request), request.headers.authorization),
  );

  // The auth hook has set both on every scoped route.
  const managerOf = (request: { domain: EndUserManager['domain'] | null; userId: string | null }): EndUserManager => ({
    domain: request.domain!,
    userId: request.userId!,
  });

  app.get(endUserAdminPaths.list, { schema: s.list, config: building }, async (request) =>
    listProjectEndUsers(ctx, managerOf(request), request.params.projectId, request.query),
  );

  app.patch(endUserAdminPaths.one, { schema: s.update, config: building }, async (request) =>
    updateProjectEndUser(ctx, managerOf(request), request.params.projectId, request.params.endUserId, request.body),
  );

  app.delete(endUserAdminPaths.one, { schema: s.remove, config: building }, async (request, reply) => {
    await deleteProjectEndUser(ctx, managerOf(request), request.params.projectId, request.params.endUserId);
    return reply.code(204).send(null);
  });
};
