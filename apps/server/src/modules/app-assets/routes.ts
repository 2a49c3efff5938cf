import { APP_ICON_MAX_BYTES, appAssetPaths, appIconPaths, ASSET_HASH_PATTERN } from '@tessera/model/releases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../errors/app-error.ts';
import { etagOf, matchesEtag } from '../../http/etag.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { appAssetExists, findAppAsset } from './queries.ts';
import { appAssetSchemas as s } from './schemas.ts';
import { getAppIcon, removeAppIcon, uploadAppIcon } from './service.ts';

const scoped = { auth: 'required', domainScoped: true } as const;
/** Changing the app's icon is building it: a Developer seat. */
const building = { ...scoped, seat: 'developer' } as const;
/** Room for an icon of the largest size and a little more, so the service names the limit itself. */
const UPLOAD_BODY_LIMIT = APP_ICON_MAX_BYTES + 64 * 1024;

/** The app icon of a project (`appIconPaths`) and the public, immutable assets (`appAssetPaths`). */
export const appAssetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const callerOf = (request: { domain: ProjectCaller['domain'] | null; userId: string | null }): ProjectCaller => ({ domain: request.domain!, userId: request.userId! });
  // In this plugin only: any body is read as bytes; the service refuses what is not a PNG (415).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.get(appIconPaths.icon, { schema: s.getIcon, config: scoped }, async (request) => getAppIcon(ctx.db, callerOf(request), request.params.projectId));

  app.post(appIconPaths.icon, { schema: s.uploadIcon, config: building, bodyLimit: UPLOAD_BODY_LIMIT }, async (request) =>
    uploadAppIcon(ctx, callerOf(request), request.params.projectId, {
      contentType: request.headers['content-type'],
      bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    }),
  );

  app.delete(appIconPaths.icon, { schema: s.removeIcon, config: building }, async (request) => removeAppIcon(ctx, callerOf(request), request.params.projectId));

  // Public: limited per client address like the live app's route (a 304 counts too).
  const publicLimit = { rateLimit: routeRateLimit(ctx.config.rateLimits.appRequests) };
  app.get(appAssetPaths.asset, { schema: s.asset, config: publicLimit }, async (request, reply) => {
    const { hash } = request.params;
    const notFound = () => new NotFoundError('Asset not found.');
    if (!ASSET_HASH_PATTERN.test(hash)) throw notFound();
    // Addressed by its content: the bytes at this address never change.
    const immutable = () =>
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('etag', etagOf(hash));
    // A client holding the tag holds the bytes: only whether the asset is still stored is read.
    if (matchesEtag(request.headers['if-none-match'], etagOf(hash))) {
      if (!(await appAssetExists(ctx.db, hash))) throw notFound();
      return immutable().code(304).send();
    }
    const asset = await findAppAsset(ctx.db, hash);
    if (!asset) throw notFound();
    return immutable().type(asset.mediaType).send(Buffer.from(asset.bytes));
  });
};
