import { appRequestPaths, draftPreviewPaths, publishedAppPaths, releasePaths } from '@tessera/model/releases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { etagOf, matchesEtag } from '../../http/etag.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { assertDraftPreview, previewTokenOf } from '../../security/draft-preview.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { runAppRequest } from './app-requests.ts';
import { mintPreviewToken } from './draft-preview-token.ts';
import { listReleases, rollbackRelease } from './history.ts';
import { readLiveApp } from './live-app.ts';
import { previewPublish, publishRelease } from './publish.ts';
import { releaseSchemas as s } from './schemas.ts';

/** Builders' routes: the `domainname` workspace, a Developer seat (reads included). */
const building = { auth: 'required', domainScoped: true, seat: 'developer' } as const;

/**
 * Releases: the builders' publish, preview, history and rollback (`releasePaths`); the public
 * live app of `/apps/{domainName}/{projectSlug}/` (`publishedAppPaths`) and a running app's
 * REST requests (`appRequestPaths`), both rate limited per client address; the Run preview's token of a
 * project's draft (`draftPreviewPaths`). Routes parse and reply only.
 */
export const releaseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The auth hook has set both on every scoped route.
  const callerOf = (request: { domain: ProjectCaller['domain'] | null; userId: string | null }): ProjectCaller => ({ domain: request.domain!, userId: request.userId! });

  app.get(releasePaths.list, { schema: s.list, config: building }, async (request) => listReleases(ctx, callerOf(request), request.params.projectId));

  app.post(releasePaths.preview, { schema: s.preview, config: building }, async (request) => previewPublish(ctx, callerOf(request), request.params.projectId));

  app.post(releasePaths.list, { schema: s.publish, config: building }, async (request, reply) => {
    const published = await publishRelease(ctx, callerOf(request), request.params.projectId, request.body);
    return reply.code(201).send(published);
  });

  app.post(releasePaths.rollback, { schema: s.rollback, config: building }, async (request) =>
    rollbackRelease(ctx, callerOf(request), request.params.projectId, request.params.releaseId),
  );

  app.post(draftPreviewPaths.token, { schema: s.previewToken, config: building }, async (request) => mintPreviewToken(ctx, callerOf(request), request.sessionId, request.params.projectId));

  // Both public routes are rate limited per client address with the same allowance (a 304 counts too).
  const appRequestLimit = { rateLimit: routeRateLimit(ctx.config.rateLimits.appRequests) };

  app.get(publishedAppPaths.liveApp, { schema: s.liveApp, config: appRequestLimit }, async (request, reply) => {
    const ifNoneMatch = request.headers['if-none-match'];
    const { app: published, hash } = await readLiveApp(ctx, request.params.domainName, request.params.projectSlug, (hash) => matchesEtag(ifNoneMatch, etagOf(hash)));
    // Always revalidated: a publish or rollback shows at the next load, an unchanged app costs a 304
    // (decided from the hash alone, before any content is read).
    reply.header('etag', etagOf(hash)).header('cache-control', 'no-cache');
    if (published === null) return reply.code(304).send(null);
    return published;
  });

  app.post(appRequestPaths.run, { schema: s.appRequest, config: appRequestLimit }, async (request) => {
    // Draft's requests run only for the studio's Run preview (its preview token).
    await assertDraftPreview(ctx, request.params, previewTokenOf(request.headers));
    return runAppRequest(ctx, request.params, request.body.params);
  });
};
