import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestHeaders } from '@tessera/model';
import type { AppContext } from '../context.ts';
import type { DomainRole } from '../db/database.ts';
import { AppError, NotFoundError } from '../errors/app-error.ts';
import { findMembership } from '../modules/domains/queries.ts';
import { verifyAccessToken } from '../security/jwt.ts';

/** The workspace a domain-scoped request acts in, after its membership was checked. */
export interface RequestDomain {
  id: string;
  name: string;
  role: DomainRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'required': 401 without a valid bearer; 'optional': read it when present. Default none. */
    auth?: 'required' | 'optional';
    /** The route acts in the `domainname` header's workspace; non-members get 404. */
    domainScoped?: boolean;
    /** With domainScoped: members of another role get 403 `forbidden`. */
    role?: DomainRole;
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
 * learns nothing about a route's payload.
 */
export function registerAuthHook(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('domain', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const mode = config.auth;
    if (!mode) return;
    const token = bearerToken(request);
    const userId = token ? await verifyAccessToken(ctx.keys, token, ctx.clock()) : null;
    if (!userId) {
      if (mode === 'required') throw new AppError('unauthorized');
      return;
    }
    request.userId = userId;
    if (!config.domainScoped) return;
    const raw = request.headers[requestHeaders.domainName];
    const domainName = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    const membership = domainName ? await findMembership(ctx.db, userId, domainName) : undefined;
    if (!membership) throw new NotFoundError('Workspace not found.');
    request.domain = { id: membership.domainId, name: membership.name, role: membership.role };
    if (config.role && membership.role !== config.role) throw new AppError('forbidden');
  });
}
