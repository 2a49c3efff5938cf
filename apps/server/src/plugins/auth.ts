import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { requestHeaders } from '@tessera/model';
import type { AppContext } from '../context.ts';
import { AppError, NotFoundError } from '../errors/app-error.ts';
import { normalizeDomainName } from '../modules/domains/domain-name.ts';
import { findMembership } from '../modules/domains/queries.ts';
import { findTokenGeneration } from '../modules/users/queries.ts';
import { verifyAccessToken } from '../security/jwt.ts';

/** The 403 a member without a Developer seat gets on a studio write. */
export const DEVELOPER_SEAT_MESSAGE = 'Building apps needs a Developer seat. Ask an owner to change your resource type.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The one place requests are authenticated: a root onRequest hook reading each route's
 * `config.auth` and `config.domainScoped`. Runs before body parsing, so an anonymous caller
 * learns nothing about a route's payload. A bearer token counts when its signature and expiry
 * hold and its token generation is still the user's (one primary-key read per request).
 */
export function registerAuthHook(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('domain', null);
  // Routes without `config.auth` (the data API, pages, assets) pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const mode = request.routeOptions.config.auth;
    if (!mode) return done();
    authenticate(request, mode).then(() => done(), done);
  });

  async function authenticate(request: FastifyRequest, mode: NonNullable<FastifyContextConfig['auth']>): Promise<void> {
    const config = request.routeOptions.config;
    const token = bearerToken(request);
    const claims = token ? await verifyAccessToken(ctx.keys, token, ctx.clock()) : null;
    // A sign-out or a password reset moved the user's token generation on: older tokens are dead.
    const live = claims !== null && (await findTokenGeneration(ctx.db, claims.userId)) === claims.generation;
    if (!claims || !live) {
      if (mode === 'required') throw new AppError('unauthorized');
      return;
    }
    const userId = claims.userId;
    request.userId = userId;
    request.sessionId = claims.sessionId;
    if (!config.domainScoped) return;
    const raw = request.headers[requestHeaders.domainName];
    const domainName = typeof raw === 'string' ? normalizeDomainName(raw) : '';
    const membership = domainName ? await findMembership(ctx.db, userId, domainName) : undefined;
    if (!membership) throw new NotFoundError('Workspace not found.');
    request.domain = { id: membership.domainId, name: membership.name, role: membership.role, resourceType: membership.resourceType };
    if (config.role && membership.role !== config.role) throw new AppError('forbidden');
    if (config.seat && membership.resourceType !== config.seat) throw new AppError('forbidden', DEVELOPER_SEAT_MESSAGE);
  }
}
