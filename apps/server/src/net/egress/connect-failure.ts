import { EgressError, shownHost } from './errors.ts';

const untrusted = 'its certificate is not signed by a certificate authority this server trusts';
const tlsWords: Record<string, string> = {
  CERT_HAS_EXPIRED: 'its certificate has expired',
  CERT_NOT_YET_VALID: 'its certificate is not valid yet',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its certificate chain holds a self-signed certificate',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: untrusted,
  UNABLE_TO_GET_ISSUER_CERT: untrusted,
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: untrusted,
  CERT_UNTRUSTED: untrusted,
  ERR_TLS_CERT_ALTNAME_INVALID: 'its certificate is for another host name',
  HOSTNAME_MISMATCH: 'its certificate is for another host name',
};

/** True for an error of the TLS handshake or of the server's certificate (Node's and OpenSSL's codes). */
export function isTlsFailureCode(code: string): boolean {
  return code in tlsWords || code.startsWith('ERR_SSL') || code.startsWith('ERR_TLS') || /CERT|SSL|TLS/.test(code);
}

/** Connection errors worth trying the host's next checked address for. */
export const addressSpecificCodes = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'ETIMEDOUT']);

/**
 * A socket or TLS error in words a builder can act on, naming the host they typed and the port;
 * the original error stays in `cause` for the log.
 */
export function connectFailure(host: string, port: number, error: unknown, address?: string): EgressError {
  const code = String((error as { code?: unknown }).code ?? '');
  const where = `${shownHost(host)} (port ${port})`;
  const options = { cause: error, ...(address ? { address } : {}) };
  if (code in tlsWords) return new EgressError('tls', `The TLS connection to ${where} failed: ${tlsWords[code]}.`, options);
  if (isTlsFailureCode(code)) return new EgressError('tls', `The TLS connection to ${where} failed.`, options);
  if (code === 'ECONNREFUSED') return new EgressError('unreachable', `${where} refused the connection.`, options);
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') {
    return new EgressError('unreachable', `${where} closed the connection.`, options);
  }
  if (code === 'ETIMEDOUT') return new EgressError('timeout', `${where} did not answer in time.`, options);
  return new EgressError('unreachable', `${where} cannot be reached.`, options);
}
