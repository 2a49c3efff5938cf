import type { Connector, CreateConnectorRequest, RestSettingsInput } from '@tessera/model/connectors';
import { describe, expect, it } from 'vitest';
import {
  addressOf,
  applyConnectionString,
  changeKind,
  checkRequest,
  emptyForm,
  errorsOfMessage,
  formOf,
  newHeaderRow,
  requestOf,
} from './connector-form.ts';
import { clearSecret, typeSecret } from './secret-field.ts';

/** The REST settings of a request (the test builds REST forms only where it reads them). */
const restOf = (request: CreateConnectorRequest) => request.settings as RestSettingsInput;

const common = { id: 'c1', createdBy: null, updatedBy: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

const postgres: Connector = {
  ...common,
  name: 'Orders',
  kind: 'postgres',
  settings: { host: 'db.example.com', port: 5432, database: 'orders', user: 'app', password: { set: true }, tls: { mode: 'require', caPem: null } },
};

const rest: Connector = {
  ...common,
  name: 'CRM',
  kind: 'rest',
  settings: {
    baseUrl: 'https://api.example.com/v1',
    headers: [
      { name: 'X-Tenant', secret: false, value: 'acme' },
      { name: 'X-Signature', secret: true, value: { set: true } },
    ],
    auth: { kind: 'bearer', token: { set: true } },
  },
};

describe('connector form ↔ request', () => {
  it('sends a new SQL connector field by field, a port as a number, no password key when none is typed', () => {
    const form = { ...emptyForm('postgres'), name: 'Orders', host: 'db.example.com', database: 'orders', user: 'app' };
    expect(requestOf(form)).toEqual({
      kind: 'postgres',
      name: 'Orders',
      settings: { host: 'db.example.com', port: 5432, database: 'orders', user: 'app', tls: { mode: 'verify-full', caPem: null } },
    });
    expect(checkRequest('create', requestOf(form))).toEqual({});
  });

  it('sends no CA for an Oracle connector (it trusts the server’s CAs only), and the typed one for the others', () => {
    const typed = { database: 'FREEPDB1', host: 'db.example.com', user: 'app', tlsMode: 'verify-full' as const, caPem: '-----BEGIN CERTIFICATE-----' };
    const tlsOf = (kind: 'oracle' | 'mssql') => {
      const settings = requestOf({ ...emptyForm(kind), name: 'Db', ...typed }).settings;
      return settings && 'tls' in settings ? settings.tls : undefined;
    };
    expect(tlsOf('oracle')).toEqual({ mode: 'verify-full', caPem: null });
    expect(tlsOf('mssql')).toEqual({ mode: 'verify-full', caPem: '-----BEGIN CERTIFICATE-----' });
  });

  it('fills a stored connector without any secret and keeps the saved password by leaving it out', () => {
    const form = formOf(postgres);
    expect(form.password).toEqual({ saved: true, value: '', cleared: false });
    const request = requestOf({ ...form, port: '6432' });
    expect(request.settings).toEqual({ host: 'db.example.com', port: 6432, database: 'orders', user: 'app', tls: { mode: 'require', caPem: null } });
    expect(request.settings && 'password' in request.settings).toBe(false);
  });

  it('replaces a saved secret with what is typed, and removes it with null', () => {
    const form = formOf(postgres);
    expect(requestOf({ ...form, password: typeSecret(form.password, 'n3w') }).settings).toMatchObject({ password: 'n3w' });
    expect(requestOf({ ...form, password: clearSecret(form.password, true) }).settings).toMatchObject({ password: null });
    // Typing after "Remove" replaces; undoing "Remove" keeps.
    expect(requestOf({ ...form, password: typeSecret(clearSecret(form.password, true), 'x') }).settings).toMatchObject({ password: 'x' });
    expect(requestOf({ ...form, password: clearSecret(clearSecret(form.password, true), false) }).settings).not.toHaveProperty('password');
  });

  it('keeps saved REST secrets (auth token, secret header) unless typed, and drops a renamed header’s saved value', () => {
    const form = formOf(rest);
    expect(form.headers.map((h) => [h.name, h.secret, h.value])).toEqual([
      ['X-Tenant', false, 'acme'],
      ['X-Signature', true, ''],
    ]);
    expect(requestOf(form)).toEqual({
      kind: 'rest',
      name: 'CRM',
      settings: {
        baseUrl: 'https://api.example.com/v1',
        headers: [
          { name: 'X-Tenant', secret: false, value: 'acme' },
          { name: 'X-Signature', secret: true },
        ],
        auth: { kind: 'bearer' },
      },
    });
    const renamed = { ...form, headers: [form.headers[0]!, { ...form.headers[1]!, name: 'X-Sig' }] };
    expect(restOf(requestOf(renamed)).headers?.[1]).toEqual({ name: 'X-Sig', secret: true });
    // Same name in another case: still the saved one (names compare ignoring case).
    const recased = { ...form, headers: [form.headers[0]!, { ...form.headers[1]!, secretValue: clearSecret(form.headers[1]!.secretValue, true), name: 'x-signature' }] };
    expect(restOf(requestOf(recased)).headers?.[1]).toEqual({ name: 'x-signature', secret: true, value: null });
  });

  it('maps every auth kind, scopes split on spaces', () => {
    const base = { ...emptyForm('rest'), name: 'API', baseUrl: 'https://api.example.com' };
    const auth = (form: typeof base) => restOf(requestOf(form)).auth;
    expect(auth(base)).toEqual({ kind: 'none' });
    expect(auth({ ...base, authKind: 'apiKey', apiKeyIn: 'query', apiKeyName: 'api_key', apiKey: typeSecret(base.apiKey, 'k') })).toEqual({
      kind: 'apiKey',
      in: 'query',
      name: 'api_key',
      key: 'k',
    });
    expect(auth({ ...base, authKind: 'bearer', token: typeSecret(base.token, 't') })).toEqual({ kind: 'bearer', token: 't' });
    expect(auth({ ...base, authKind: 'basic', basicUsername: 'u' })).toEqual({ kind: 'basic', username: 'u' });
    expect(
      auth({ ...base, authKind: 'oauth2', tokenUrl: 'https://id.example.com/token', clientId: 'id', scopes: ' read  write ', clientSecret: typeSecret(base.clientSecret, 's') }),
    ).toEqual({ kind: 'oauth2', tokenUrl: 'https://id.example.com/token', clientId: 'id', scopes: ['read', 'write'], clientSecret: 's' });
  });

  it('checks a request with the shared schema, messages keyed by the field’s path', () => {
    const form = { ...emptyForm('postgres'), name: ' ', host: 'db:5432', port: '70000', database: 'd', user: 'u' };
    const errors = checkRequest('create', requestOf(form));
    expect(Object.keys(errors).sort()).toEqual(['name', 'settings.host', 'settings.port']);
    expect(errors['settings.port']).toBe('A port is a whole number from 1 to 65535.');
    const restForm = { ...emptyForm('rest'), name: 'A', baseUrl: 'ftp://x', headers: [{ ...newHeaderRow(), name: 'Host', value: 'x' }] };
    expect(Object.keys(checkRequest('create', requestOf(restForm))).sort()).toEqual(['settings.baseUrl', 'settings.headers.0.name']);
    expect(checkRequest('create', requestOf({ ...emptyForm('postgres'), name: 'P', host: 'h', port: '5x', database: 'd', user: 'u' }))).toHaveProperty('settings.port');
  });

  it('splits a server refusal into messages by path, the rest under the empty key', () => {
    expect(errorsOfMessage('settings.auth.token: Enter the token.')).toEqual({ 'settings.auth.token': 'Enter the token.' });
    expect(errorsOfMessage('name: Required; settings.headers.1.value: Enter the value of X header.')).toEqual({
      name: 'Required',
      'settings.headers.1.value': 'Enter the value of X header.',
    });
    expect(errorsOfMessage('Something else went wrong.')).toEqual({ '': 'Something else went wrong.' });
  });
});

describe('connection string into the fields', () => {
  it('fills host, port, database, user, password and TLS from a postgres URL', () => {
    const { form, error } = applyConnectionString(emptyForm('postgres'), 'postgres://app:s%40cret@db.example.com:6543/orders?sslmode=require');
    expect(error).toBeNull();
    expect([form.host, form.port, form.database, form.user, form.password.value, form.tlsMode]).toEqual(['db.example.com', '6543', 'orders', 'app', 's@cret', 'require']);
  });

  it('uses the kind’s port when the string has none, and keeps a saved password when the string has none', () => {
    const { form } = applyConnectionString(formOf(postgres), 'postgresql://other@db2.example.com/sales');
    expect([form.host, form.port, form.user, form.tlsMode]).toEqual(['db2.example.com', '5432', 'other', 'verify-full']);
    expect(form.password).toEqual({ saved: true, value: '', cleared: false });
  });

  it('shows the parser’s message without its prefix and changes no field', () => {
    const start = { ...emptyForm('mysql'), host: 'keep.example.com' };
    const { form, error } = applyConnectionString(start, 'postgres://u@h/db');
    expect(error).toBe('a postgres:// string is for a postgres connector, not a mysql one.');
    expect(form.host).toBe('keep.example.com');
    expect(form.connectionString).toBe('postgres://u@h/db');
  });
});

describe('kind and address', () => {
  it('moves a port still at the old default to the new kind’s, and keeps one the builder typed', () => {
    expect(changeKind(emptyForm('postgres'), 'mysql').port).toBe('3306');
    expect(changeKind({ ...emptyForm('postgres'), port: '7000' }, 'mssql').port).toBe('7000');
    expect(changeKind(emptyForm('postgres'), 'rest').port).toBe('');
  });

  it('shows host:port/database, an IPv6 host in brackets, or the base URL', () => {
    expect(addressOf(postgres)).toBe('db.example.com:5432/orders');
    expect(addressOf({ ...postgres, settings: { ...postgres.settings, host: '::1' } } as Connector)).toBe('[::1]:5432/orders');
    expect(addressOf(rest)).toBe('https://api.example.com/v1');
  });
});
