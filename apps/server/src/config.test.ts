import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ STUDIO_DIST: '/nonexistent', PLAYER_DIST: '/nonexistent' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      jwtSecret: null,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      smtpUrl: null,
      mailFrom: 'Tessera <no-reply@localhost>',
      google: null,
      branding: 'main',
      ownHosts: [],
      trustProxy: false,
      logLevel: 'info',
      studioDist: null,
      playerDist: null,
    });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/\/data$/) });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://app.example.com/',
      DATABASE_URL: 'postgres://u@db/tessera',
      JWT_SECRET: 'x'.repeat(40),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      TESSERA_BRANDING: 'whitelabel-mssql',
      TESSERA_OWN_HOSTS: 'App.Example.com, example.com',
      TRUST_PROXY: '1',
      STUDIO_DIST: '/nonexistent',
    });
    expect(config.publicUrl).toBe('https://app.example.com');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db/tessera' });
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret', issuerUrl: 'https://accounts.google.com' });
    expect(config.ownHosts).toEqual(['app.example.com', 'example.com']);
    expect(config.trustProxy).toBe(1);
    expect(config.branding).toBe('whitelabel-mssql');
  });

  it('keeps Google off unless both id and secret are set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
  });

  it('refuses bad values naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ TESSERA_BRANDING: 'other' })).toThrow(/TESSERA_BRANDING/);
  });

  it('keeps the egress guard closed by default and reads EGRESS_ALLOW', () => {
    expect(loadConfig({ STUDIO_DIST: '/nonexistent' }).egress).toEqual({ open: [], closed: [] });
    const { egress } = loadConfig({ STUDIO_DIST: '/nonexistent', EGRESS_ALLOW: '10.0.0.0/8, db.lan:5432, !10.0.0.7' });
    expect(egress.open.map((entry) => entry.text)).toEqual(['10.0.0.0/8', 'db.lan:5432']);
    expect(egress.closed).toHaveLength(1);
  });

  it('refuses a bad EGRESS_ALLOW entry, naming the variable, the entry and the fix', () => {
    expect(() => loadConfig({ EGRESS_ALLOW: '10.0.0.0/8,10.0.0.1/8' })).toThrow(
      'Invalid configuration: EGRESS_ALLOW: "10.0.0.1/8" has bits set after its prefix: did you mean 10.0.0.0/8?',
    );
    expect(() => loadConfig({ EGRESS_ALLOW: 'db.lan:99999' })).toThrow(/EGRESS_ALLOW: "db\.lan:99999" has a port/);
  });

  describe('CONNECTOR_SECRETS_KEY', () => {
    const key = Buffer.alloc(32, 7);
    const other = Buffer.alloc(32, 9);

    it('is unset by default: no key, so connector secrets are refused', () => {
      expect(loadConfig({ STUDIO_DIST: '/nonexistent' }).connectorSecretsKeys).toBeNull();
    });

    it('reads 32 bytes as hex or base64 (standard or URL-safe, padded or not)', () => {
      for (const text of [key.toString('hex'), key.toString('hex').toUpperCase(), key.toString('base64'), key.toString('base64url'), ` ${key.toString('base64')} `]) {
        const keys = loadConfig({ CONNECTOR_SECRETS_KEY: text }).connectorSecretsKeys;
        expect(Buffer.from(keys!.current).equals(key), text).toBe(true);
        expect(keys!.previous).toBeNull();
      }
      const rotating = loadConfig({ CONNECTOR_SECRETS_KEY: key.toString('base64'), CONNECTOR_SECRETS_KEY_PREVIOUS: other.toString('hex') }).connectorSecretsKeys;
      expect(Buffer.from(rotating!.previous!).equals(other)).toBe(true);
    });

    it('refuses a key of another length or spelling, without repeating it', () => {
      const bad = ['short', Buffer.alloc(16, 1).toString('base64'), Buffer.alloc(33, 1).toString('base64'), `${key.toString('hex').slice(0, 63)}g`, `${key.toString('base64').slice(0, 40)}*!`];
      for (const text of bad) {
        let message = '';
        try {
          loadConfig({ CONNECTOR_SECRETS_KEY: text });
        } catch (error) {
          message = String(error);
        }
        expect(message, text).toMatch(/CONNECTOR_SECRETS_KEY must be 32 random bytes written as 64 hex digits or in base64/);
        expect(message).not.toContain(text);
      }
      expect(() => loadConfig({ CONNECTOR_SECRETS_KEY: key.toString('base64'), CONNECTOR_SECRETS_KEY_PREVIOUS: 'nope' })).toThrow(/CONNECTOR_SECRETS_KEY_PREVIOUS must be 32/);
    });

    it('refuses a previous key without a current one, or equal to it', () => {
      expect(() => loadConfig({ CONNECTOR_SECRETS_KEY_PREVIOUS: key.toString('base64') })).toThrow(/CONNECTOR_SECRETS_KEY_PREVIOUS is set without CONNECTOR_SECRETS_KEY/);
      expect(() => loadConfig({ CONNECTOR_SECRETS_KEY: key.toString('base64'), CONNECTOR_SECRETS_KEY_PREVIOUS: key.toString('hex') })).toThrow(/the same key/);
    });
  });
});
