import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { EgressGuard } from '../../net/egress/guard.ts';
import type { OpenedSqlConnector } from '../connectors/open-connector.ts';
import { toSqlConnectionError } from './connection-failure.ts';
import { createMssqlHandle } from './mssql-handle.ts';
import { createMysqlHandle } from './mysql-handle.ts';
import { createOracleHandle } from './oracle-handle.ts';
import { createPostgresHandle } from './postgres-handle.ts';
import { failureSubject, type SqlHandle, type SqlPoolLimits } from './sql-handle.ts';

/**
 * Opens a handle for a connector's settings: resolves and checks its host through the guard
 * (a refused or unknown host fails here, before any driver runs), then builds the kind's pool
 * on the checked address. Errors are `SqlConnectionError`s.
 */
export async function openSqlHandle(
  deps: { egress: EgressGuard; log: FastifyBaseLogger },
  connector: Pick<OpenedSqlConnector, 'kind' | 'settings' | 'password'>,
  limits: SqlPoolLimits,
): Promise<SqlHandle> {
  const subject = failureSubject(connector.settings, limits);
  const signal = AbortSignal.timeout(limits.connectTimeoutMs);
  const target = await resolveHost(deps.egress, connector.settings, signal).catch((error: unknown) => {
    throw toSqlConnectionError(error, subject);
  });
  const input = { connector, target, limits };
  switch (connector.kind) {
    case 'postgres':
      return createPostgresHandle(input, deps.log);
    case 'mysql':
      return createMysqlHandle(input, deps.log);
    case 'mssql':
      return createMssqlHandle(input, deps);
    case 'oracle':
      return createOracleHandle(input, deps).catch((error: unknown) => {
        throw toSqlConnectionError(error, subject);
      });
  }
}

function resolveHost(egress: EgressGuard, settings: OpenedSqlConnector['settings'], signal: AbortSignal) {
  return egress.resolve(settings.host, settings.port, { signal });
}

interface Entry {
  fingerprint: string;
  handle: Promise<SqlHandle>;
}

/**
 * Each connector's pool, kept by connector id: one pool per connector, so a connector that is
 * down or slow queues only its own requests. A pool is made on first use with the address the
 * guard checked then, and closed when its connector's settings or password change (seen by
 * fingerprint, so also when another server process changed them), when the connector is changed
 * or deleted here (`release`), after a connection failure (the next use resolves the host
 * again), and when the server closes (`closeAll`).
 */
export class SqlPoolRegistry {
  readonly #entries = new Map<string, Entry>();
  /** Fingerprints are keyed with a per-process random key: a password's hash is never comparable outside. */
  readonly #fingerprintKey = randomBytes(32);
  readonly #deps: { egress: EgressGuard; log: FastifyBaseLogger };
  readonly limits: SqlPoolLimits;

  constructor(deps: { egress: EgressGuard; log: FastifyBaseLogger }, limits: SqlPoolLimits) {
    this.#deps = deps;
    this.limits = limits;
  }

  /** The connector's pool, made on first use or remade when its settings changed. */
  async handleFor(connector: OpenedSqlConnector): Promise<SqlHandle> {
    const fingerprint = this.#fingerprint(connector);
    const current = this.#entries.get(connector.id);
    if (current?.fingerprint === fingerprint) return current.handle;
    if (current) this.#drop(connector.id, current);
    const entry: Entry = { fingerprint, handle: openSqlHandle(this.#deps, connector, this.limits) };
    this.#entries.set(connector.id, entry);
    // A host that did not resolve or was refused is asked again next time.
    entry.handle.catch(() => this.#entries.get(connector.id) === entry && this.#entries.delete(connector.id));
    return entry.handle;
  }

  /**
   * Runs work on the connector's database; a failure to reach it drops the pool (the next use
   * resolves the host again) and every error becomes a `SqlConnectionError`.
   */
  async run<T>(connector: OpenedSqlConnector, work: (handle: SqlHandle) => Promise<T>): Promise<T> {
    const handle = await this.handleFor(connector);
    try {
      return await work(handle);
    } catch (error) {
      const failure = toSqlConnectionError(error, handle.subject);
      if (['unreachable', 'connection_refused', 'tls', 'credentials', 'database'].includes(failure.failure)) void this.release(connector.id);
      throw failure;
    }
  }

  /** Closes a connector's pool (changed or deleted): its connections end, the next use opens a new one. */
  async release(connectorId: string): Promise<void> {
    const entry = this.#entries.get(connectorId);
    if (entry) await this.#drop(connectorId, entry);
  }

  /** Closes every pool (server shutdown). */
  async closeAll(): Promise<void> {
    await Promise.all([...this.#entries.entries()].map(([id, entry]) => this.#drop(id, entry)));
  }

  /** How many connectors have a pool now. */
  get size(): number {
    return this.#entries.size;
  }

  async #drop(connectorId: string, entry: Entry): Promise<void> {
    if (this.#entries.get(connectorId) === entry) this.#entries.delete(connectorId);
    const handle = await entry.handle.catch(() => null);
    await handle?.close().catch((error: unknown) => this.#deps.log.warn({ err: error, connectorId }, 'closing a connector pool failed'));
  }

  #fingerprint(connector: OpenedSqlConnector): string {
    const mac = createHmac('sha256', this.#fingerprintKey);
    mac.update(JSON.stringify([connector.kind, connector.settings]));
    mac.update('\u0000');
    mac.update(connector.password?.reveal() ?? '');
    return mac.digest('hex');
  }
}
