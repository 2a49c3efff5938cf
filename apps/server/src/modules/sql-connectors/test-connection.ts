import type { ConnectionTestResult } from '@tessera/model/connectors';
import type { OpenedSqlConnector } from '../connectors/open-connector.ts';
import { SqlConnectionError, toSqlConnectionError } from './connection-failure.ts';
import { openSqlHandle, type SqlPoolRegistry } from './pool-registry.ts';
import type { EgressGuard } from '../../net/egress/guard.ts';
import type { FastifyBaseLogger } from 'fastify';
import { assertReadable, serverVersion } from './server-facts.ts';
import { failureSubject } from './sql-handle.ts';

/**
 * Tests a connector's settings on a connection of its own (not the connector's pool, so the
 * answer reflects the settings as they are now): the guard's check, the connection, TLS, the
 * login, the database, and the right to read it. A failure is an answer, not an error: the
 * failure case and a message for the builder, never a driver's text or a secret.
 */
export async function testSqlConnection(ctx: { egress: EgressGuard; log: FastifyBaseLogger; pools: Pick<SqlPoolRegistry, 'limits'> }, connector: Pick<OpenedSqlConnector, 'kind' | 'settings' | 'password'>): Promise<ConnectionTestResult> {
  const limits = { ...ctx.pools.limits, poolMax: 1 };
  try {
    const handle = await openSqlHandle(ctx, connector, limits);
    try {
      const version = await serverVersion(handle);
      await assertReadable(handle);
      return { ok: true, serverVersion: version };
    } finally {
      await handle.close().catch(() => undefined);
    }
  } catch (error) {
    const failure = toSqlConnectionError(error, failureSubject(connector.settings, limits));
    const code = (failure.cause as { code?: unknown } | undefined)?.code;
    ctx.log.info({ failure: failure.failure, code: typeof code === 'string' ? code : undefined, kind: connector.kind }, 'connector test failed');
    if (failure.failure === 'failed' && !(error instanceof SqlConnectionError)) ctx.log.warn({ err: error }, 'connector test failed unexpectedly');
    return { ok: false, failure: failure.failure, message: failure.message };
  }
}
