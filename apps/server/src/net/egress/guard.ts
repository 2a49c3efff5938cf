import type { Socket } from 'node:net';
import { type ConnectOptions, connectChecked } from './connect.ts';
import { type EgressRequestInit, type EgressResponse, guardedFetch } from './guarded-fetch.ts';
import type { IpAddress } from './ip-address.ts';
import { interfaceAddresses } from './own-addresses.ts';
import type { EgressPolicy } from './policy.ts';
import { type CheckedTarget, type EgressDeps, resolveTarget, type ResolveOptions } from './resolve-target.ts';
import { type Resolver, systemResolver } from './resolver.ts';

/**
 * The one way out for connections made from user configuration (connectors' SQL drivers, REST
 * calls, OAuth token fetches, webhooks, image fetches): `ctx.egress`. Every method resolves the
 * host once, checks every address against the built-in rules and the operator's policy, and
 * connects only to a checked address.
 */
export interface EgressGuard {
  /** What the operator opened and closed (`EGRESS_ALLOW`). */
  readonly policy: EgressPolicy;
  /**
   * Resolves and checks a host: connect to `addresses` with `servername` for TLS. For drivers that
   * take a host and TLS options (pg: `host: addresses[0].address, ssl: { servername }`).
   */
  resolve(host: string, port: number, options?: ResolveOptions): Promise<CheckedTarget>;
  /** Resolves, checks and opens a TCP (or, with `tls`, TLS) socket: for drivers taking a socket or stream factory. */
  connect(host: string, port: number, options?: ConnectOptions): Promise<Socket>;
  /** An http(s) request with redirects checked hop by hop, a time limit and a size limit. */
  fetch(url: string | URL, init?: EgressRequestInit): Promise<EgressResponse>;
}

export interface EgressGuardOptions {
  policy: EgressPolicy;
  /** Default: the system resolver (getaddrinfo). Tests map names to chosen answers. */
  resolver?: Resolver;
  /** Default: this host's interface addresses, read at every check. */
  ownAddresses?: () => readonly IpAddress[];
}

/**
 * Builds the guard once for the app (`buildApp`) from the configured policy.
 * @example const guard = createEgressGuard({ policy: config.egress });
 */
export function createEgressGuard(options: EgressGuardOptions): EgressGuard {
  const deps: EgressDeps = {
    policy: options.policy,
    resolver: options.resolver ?? systemResolver,
    ownAddresses: options.ownAddresses ?? interfaceAddresses,
  };
  return {
    policy: options.policy,
    resolve: (host, port, resolveOptions) => resolveTarget(host, port, deps, resolveOptions),
    async connect(host, port, connectOptions = {}) {
      const target = await resolveTarget(host, port, deps, connectOptions.signal ? { signal: connectOptions.signal } : {});
      return connectChecked(target, connectOptions);
    },
    fetch: (url, init = {}) => guardedFetch(url, init, deps),
  };
}
