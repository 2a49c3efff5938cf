import { describe, expect, it } from 'vitest';
import { mssqlTlsOptionsOf, oracleTlsOptionsOf, tlsOptionsOf } from './tls-options.ts';

const named = { host: 'db.example.com', port: 5432, addresses: [{ address: '203.0.113.10', family: 4 as const }], servername: 'db.example.com' };
const literal = { host: '198.51.100.7', port: 5432, addresses: [{ address: '198.51.100.7', family: 4 as const }], servername: undefined };
const CA = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';

describe('tlsOptionsOf', () => {
  it('disable: no TLS at all', () => {
    expect(tlsOptionsOf({ mode: 'disable', caPem: null }, named)).toBeNull();
  });

  it('require: encrypted, the certificate not checked, SNI still the typed name', () => {
    expect(tlsOptionsOf({ mode: 'require', caPem: null }, named)).toEqual({ rejectUnauthorized: false, servername: 'db.example.com' });
  });

  it('verify-full: the certificate checked against the connector’s CA and the typed name (the socket goes to the checked address)', () => {
    expect(tlsOptionsOf({ mode: 'verify-full', caPem: CA }, named)).toEqual({ rejectUnauthorized: true, servername: 'db.example.com', ca: CA });
    // The system's CAs without one.
    expect(tlsOptionsOf({ mode: 'verify-full', caPem: null }, named)).toEqual({ rejectUnauthorized: true, servername: 'db.example.com' });
  });

  it('an address typed as such: no SNI (RFC 6066), the identity checked against the address', () => {
    expect(tlsOptionsOf({ mode: 'verify-full', caPem: null }, literal)).toEqual({ rejectUnauthorized: true });
  });
});

describe('mssqlTlsOptionsOf', () => {
  it('disable: no encryption asked for', () => {
    expect(mssqlTlsOptionsOf({ mode: 'disable', caPem: null })).toEqual({ encrypt: false, trustServerCertificate: true, cryptoCredentialsDetails: {} });
  });

  it('require: encrypted, the certificate trusted as it comes', () => {
    expect(mssqlTlsOptionsOf({ mode: 'require', caPem: CA })).toEqual({ encrypt: true, trustServerCertificate: true, cryptoCredentialsDetails: {} });
  });

  it('verify-full: the certificate checked, against the connector’s CA when it has one', () => {
    expect(mssqlTlsOptionsOf({ mode: 'verify-full', caPem: CA })).toEqual({ encrypt: true, trustServerCertificate: false, cryptoCredentialsDetails: { ca: CA } });
    expect(mssqlTlsOptionsOf({ mode: 'verify-full', caPem: null })).toEqual({ encrypt: true, trustServerCertificate: false, cryptoCredentialsDetails: {} });
  });
});

describe('oracleTlsOptionsOf', () => {
  it('disable: plain TCP', () => {
    expect(oracleTlsOptionsOf({ mode: 'disable', caPem: null })).toEqual({ protocol: 'TCP', sslServerDNMatch: false });
  });

  it('require: TCPS without the host name check; verify-full: with it', () => {
    expect(oracleTlsOptionsOf({ mode: 'require', caPem: null })).toEqual({ protocol: 'TCPS', sslServerDNMatch: false });
    expect(oracleTlsOptionsOf({ mode: 'verify-full', caPem: null })).toEqual({ protocol: 'TCPS', sslServerDNMatch: true });
  });

  it('a connector’s own CA is refused, not ignored (the driver takes a CA only in a wallet with a client key)', () => {
    expect(oracleTlsOptionsOf({ mode: 'verify-full', caPem: CA })).toBeNull();
    expect(oracleTlsOptionsOf({ mode: 'require', caPem: CA })).toBeNull();
  });
});
