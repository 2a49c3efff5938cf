import { describe, expect, it } from 'vitest';
import { tlsOptionsOf } from './tls-options.ts';

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
