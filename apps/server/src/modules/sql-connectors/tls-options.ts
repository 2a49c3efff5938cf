import type { ConnectionOptions } from 'node:tls';
import type { StoredSqlSettings } from '../connectors/stored-settings.ts';
import type { CheckedTarget } from '../../net/egress/resolve-target.ts';

/**
 * The TLS options of a connector's connections, per its mode: `disable` none; `require`
 * encrypted without checking the certificate; `verify-full` the certificate checked against the
 * connector's CA (or the system's) and the host name the builder typed. The socket goes to the
 * checked address, so `servername` carries the name for SNI and the identity check (none for an
 * address literal: the address itself is then checked).
 */
export function tlsOptionsOf(tls: StoredSqlSettings['tls'], target: CheckedTarget): ConnectionOptions | null {
  if (tls.mode === 'disable') return null;
  const servername = target.servername ? { servername: target.servername } : {};
  if (tls.mode === 'require') return { rejectUnauthorized: false, ...servername };
  return { rejectUnauthorized: true, ...servername, ...(tls.caPem ? { ca: tls.caPem } : {}) };
}
