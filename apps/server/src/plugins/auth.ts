import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestHeaders } from '@tessera/model';
import type { AppContext } from '../context.ts';
import type { DomainRole, ResourceType } from '../db/database.ts';
import { AppError, NotFoundError } from '../errors/app-error.ts';
import { findTokenGeneration } from '../modules/auth/session-queries.ts';
import { findMembership } from '../modules/domains/queries.ts';
import { verifyAccessToken } from '../security/jwt.ts';

/** The workspace a domain-scoped request acts in, after its membership was checked. */
export interface RequestDomain {
  id: string;
  name: string;
  role: DomainRole;
  /** The member's seat: a Developer builds apps, an End User uses the published ones. */
  resourceType: ResourceType;
}

/** The 403 a member without a Developer seat gets on a studio write. */
export const DEVELOPER_SEAT_MESSAGE = 'Building apps needs a Developer seat. Ask an owner to change your resource type.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'required': 401 without a valid bearer; 'optional': read it when present. Default none. */
    auth?: 'required' | 'optional';
    /** The route acts in the `domainname` header's workspace; non-members get 404. */
    domainScoped?: boolean;
    /** With domainScoped: members of another role get 403 `forbidden`. */
    role?: DomainRole;
    /**
     * With domainScoped: members whose resource type (seat) is not this get 403 `forbidden`,
     * whatever their role. Checked after `role`.
     */
    seat?: ResourceType;
  }
  interface FastifyRequest {
    /** The signed-in user's id, when the route reads the bearer token and it is valid. */
    userId: string | null;
    /** Set on domain-scoped routes. */
    domain: RequestDomain | null;
  }
}

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
  app.decorateRequest('domain', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const mode = config.auth;
    if (!mode) return;
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
    if (!config.domainScoped) return;
    const raw = request.headers[requestHeaders.domainName];
    const domainName = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    const membership = domainName ? await findMembership(ctx.db, userId, domainName) : undefined;
    if (!membership) throw new NotFoundError('Workspace not found.');
    request.domain = { id: membership.domainId, name: membership.name, role: membership.role, resourceType: membership.resourceType };
    if (config.role && membership.role !== config.role) throw new AppError('forbidden');
    if (config.seat && membership.resourceType !== config.seat) throw new AppError('forbidden', DEVELOPER_SEAT_MESSAGE);
  });
}
