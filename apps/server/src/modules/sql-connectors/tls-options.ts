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

/** tedious's TLS settings: `encrypt`, whether the certificate goes unchecked, and the CA. */
export interface MssqlTlsOptions {
  encrypt: boolean;
  trustServerCertificate: boolean;
  cryptoCredentialsDetails: { ca?: string };
}

/**
 * A SQL Server connector's TLS, per its mode: `disable` no encryption (a server that requires it
 * refuses: EENCRYPT); `require` encrypted, the certificate trusted as it comes; `verify-full` the
 * certificate checked against the connector's CA (or the system's) and the host name the builder
 * typed (tedious gives the TLS layer the `server` it connects for, which is that name).
 */
export function mssqlTlsOptionsOf(tls: StoredSqlSettings['tls']): MssqlTlsOptions {
  if (tls.mode === 'disable') return { encrypt: false, trustServerCertificate: true, cryptoCredentialsDetails: {} };
  if (tls.mode === 'require') return { encrypt: true, trustServerCertificate: true, cryptoCredentialsDetails: {} };
  return { encrypt: true, trustServerCertificate: false, cryptoCredentialsDetails: tls.caPem ? { ca: tls.caPem } : {} };
}

/** What an Oracle connection's TLS is made of: the protocol of its address and oracledb's `sslServerDNMatch`. */
export interface OracleTlsOptions {
  protocol: 'TCP' | 'TCPS';
  /** Check that the certificate is for the host name typed. */
  sslServerDNMatch: boolean;
}

/** Why an Oracle connector's own CA is refused: oracledb reads a CA only from a wallet that also holds a client key. */
export const ORACLE_CA_REFUSED =
  'An Oracle connector cannot carry its own CA certificate: the Oracle driver checks certificates against the server’s trusted CAs only. Remove the CA from the connector, and have the operator add it to the server’s trusted CAs (NODE_EXTRA_CA_CERTS).';

/**
 * An Oracle connector's TLS, per its mode: `disable` plain TCP; `require` TCPS without the host
 * name check; `verify-full` TCPS with the certificate checked against the host name typed.
 * oracledb's thin driver always checks the certificate's chain against the trusted CAs (its TLS
 * has no "trust any certificate" switch, and takes a CA only inside a wallet with a client key),
 * so `require` on Oracle still needs a certificate a trusted CA vouches for, and a connector's own
 * CA is refused (null) rather than silently ignored.
 */
export function oracleTlsOptionsOf(tls: StoredSqlSettings['tls']): OracleTlsOptions | null {
  if (tls.mode === 'disable') return { protocol: 'TCP', sslServerDNMatch: false };
  if (tls.caPem) return null;
  return { protocol: 'TCPS', sslServerDNMatch: tls.mode === 'verify-full' };
}
