import { Kysely } from 'kysely';
import oracledb from 'oracledb';
import type { EgressGuard } from '../../net/egress/guard.ts';
import { SqlConnectionError } from './connection-failure.ts';
import { OracleDialect } from './oracle-dialect.ts';
import { openOracleRelay } from './oracle-relay.ts';
import { failureSubject, type SqlHandle, type SqlHandleInput } from './sql-handle.ts';
import { ORACLE_CA_REFUSED, oracleTlsOptionsOf } from './tls-options.ts';

/** A service name as Oracle names them: written into a connect descriptor, so nothing that could end or add a clause. */
const SERVICE_NAME = /^[A-Za-z0-9_.$#-]{1,128}$/;

/** oracledb's limits are whole seconds: a limit is never made shorter than configured. */
const wholeSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The connect descriptor oracledb is given (host and service already checked). */
export function oracleDescriptor(protocol: 'TCP' | 'TCPS', host: string, port: number, service: string): string {
  return `(DESCRIPTION=(ADDRESS=(PROTOCOL=${protocol})(HOST=${host})(PORT=${port}))(CONNECT_DATA=(SERVICE_NAME=${service})))`;
}

/**
 * An Oracle connector's handle: the `OracleDialect` over an oracledb pool (thin mode; the Oracle
 * client libraries are never loaded) of at most `poolMax` connections, every one opened through
 * the connector's relay (`oracle-relay.ts`) to the checked address; TLS per the connector's mode,
 * a connect timeout, a limit per statement (`callTimeout`), a bounded wait for a free connection
 * (`queueTimeout`), and idle connections closed (`poolTimeout`). The connector's database setting
 * is the service name.
 */
export async function createOracleHandle({ connector, target, limits }: SqlHandleInput, deps: { egress: Pick<EgressGuard, 'connect'> }): Promise<SqlHandle> {
  const { settings, password } = connector;
  const tls = oracleTlsOptionsOf(settings.tls);
  if (!tls) throw new SqlConnectionError('tls', ORACLE_CA_REFUSED, null);
  if (!SERVICE_NAME.test(settings.database)) {
    throw new SqlConnectionError('database', `"${settings.database}" is not an Oracle service name: letters, digits and _ . $ # - only.`, null);
  }
  const relay = await openOracleRelay(tls.protocol === 'TCPS' ? 'tunnel' : 'forward', target, deps.egress, limits.connectTimeoutMs);
  const connectString =
    tls.protocol === 'TCPS'
      ? oracleDescriptor('TCPS', target.host, target.port, settings.database)
      : oracleDescriptor('TCP', '127.0.0.1', relay.port, settings.database);
  const db = new Kysely({
    dialect: new OracleDialect({
      callTimeoutMs: limits.statementTimeoutMs,
      createPool: () =>
        oracledb.createPool({
          user: settings.user,
          password: password?.reveal() ?? '',
          connectString,
          poolMin: 0,
          poolMax: limits.poolMax,
          poolIncrement: 1,
          poolTimeout: wholeSeconds(limits.idleTimeoutMs),
          queueTimeout: limits.poolWaitMs,
          connectTimeout: wholeSeconds(limits.connectTimeoutMs),
          transportConnectTimeout: wholeSeconds(limits.connectTimeoutMs),
          poolPingInterval: 60,
          sslServerDNMatch: tls.sslServerDNMatch,
          ...(tls.protocol === 'TCPS' ? { httpsProxy: '127.0.0.1', httpsProxyPort: relay.port } : {}),
          enableStatistics: false,
        }),
      connectFailure: (error) => {
        const code = String((error as { code?: unknown }).code ?? '');
        return (code.startsWith('NJS-5') && relay.takeFailure()) || error;
      },
    }),
  });
  return {
    kind: 'oracle',
    db,
    subject: failureSubject(settings, limits),
    close: async () => {
      await db.destroy().catch(() => undefined);
      await relay.close();
    },
  };
}
