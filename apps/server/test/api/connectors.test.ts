import { describe, expect, it } from 'vitest';
import { openConnector, type OpenedRestConnector, type OpenedSqlConnector } from '../../src/modules/connectors/open-connector.ts';
import {
  connectorClient,
  countConnectors,
  dumpDatabase,
  newSecretsKey,
  openStored,
  postgresBody,
  restBody,
  secretText,
  storedConnector,
  TEST_CA,
  withSecretsKey,
} from '../helpers/connectors.ts';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { logActions, scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

/** The app's log as written: one JSON line per entry. */
class LogCapture {
  readonly lines: string[] = [];
  write(line: string): void {
    this.lines.push(line);
  }
}


describe.each(testDatabases)('connectors on %s', (kind) => {
  const keys = withSecretsKey(newSecretsKey());
  const log = new LogCapture();
  const t = useTestApp(kind, keys, { logger: { level: 'trace', stream: log } });
  const client = connectorClient(t);
  /** Every secret this suite sends: none may appear in an answer, a log line, an audit entry or a table in clear. */
  const secrets: string[] = [];
  const secret = (label: string) => {
    const value = secretText(label);
    secrets.push(value);
    return value;
  };

  async function developerOnPro() {
    const user = await signedInUser(t(), 'connectors');
    await setPlan(t(), user.domainId, 'pro');
    return { user, headers: scoped(user, user.domainName) };
  }

  it('creates a SQL connector from the form: the password sealed, answered only as set', async () => {
    const { user, headers } = await developerOnPro();
    const password = secret('pg-password');
    const created = await client.create(headers, postgresBody('Sales DB', password));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Sales DB',
      kind: 'postgres',
      settings: { host: 'db.example.com', port: 5432, database: 'sales', user: 'app', password: { set: true }, tls: { mode: 'require', caPem: null } },
      createdBy: { id: user.userId, username: user.email.toLowerCase() },
    });
    const row = await storedConnector(t(), created.json().id);
    expect(row.domainId).toBe(user.domainId);
    expect(Object.keys(row.secrets)).toEqual(['password']);
    expect(row.secrets.password).toMatch(/^tsb1\./);
    expect(JSON.stringify(row)).not.toContain(password);
    expect(openStored(keys.connectorSecretsKeys, row, 'password')).toBe(password);

    const fetched = await client.get(headers, created.json().id);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(created.json());
    const listed = await client.list(headers);
    expect(listed.json()).toEqual({ connectors: [created.json()], secretsEnabled: true });
  });

  it('creates SQL connectors from connection strings, the password going to the sealed field', async () => {
    const { headers } = await developerOnPro();
    const password = secret('my-pass');
    const cases = [
      { kind: 'postgres', connectionString: `postgres://reporter:${encodeURIComponent(password)}@10.1.2.3:6543/warehouse?sslmode=disable`, expected: { host: '10.1.2.3', port: 6543, database: 'warehouse', user: 'reporter', tls: { mode: 'disable' } } },
      { kind: 'mysql', connectionString: `mysql://root:${password}@maria.internal/shop`, expected: { host: 'maria.internal', port: 3306, database: 'shop', user: 'root', tls: { mode: 'verify-full' } } },
      { kind: 'mssql', connectionString: `sqlserver://sql.internal;databaseName=erp;user=sa;password=${password};encrypt=true;trustServerCertificate=true`, expected: { host: 'sql.internal', port: 1433, database: 'erp', user: 'sa', tls: { mode: 'require' } } },
      { kind: 'oracle', connectionString: `scott/${password}@ora.internal:1522/FREEPDB1`, expected: { host: 'ora.internal', port: 1522, database: 'FREEPDB1', user: 'scott', tls: { mode: 'verify-full' } } },
    ];
    for (const [index, c] of cases.entries()) {
      const created = await client.create(headers, { kind: c.kind, name: `From string ${index}`, connectionString: c.connectionString });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().settings).toEqual({ ...c.expected, password: { set: true }, tls: { caPem: null, ...c.expected.tls } });
      expect(openStored(keys.connectorSecretsKeys, await storedConnector(t(), created.json().id), 'password')).toBe(password);
    }
    // Without a password in the string, none is stored.
    const bare = await client.create(headers, { kind: 'postgres', name: 'No password', connectionString: 'postgresql://ro@db/x' });
    expect(bare.json().settings.password).toEqual({ set: false });
    expect((await storedConnector(t(), bare.json().id)).secrets).toEqual({});
  });

  it('keeps a secret an update leaves out, replaces it with a new value, and removes it on null', async () => {
    const { user, headers } = await developerOnPro();
    const first = secret('first');
    const id = (await client.create(headers, postgresBody('Keeps', first))).json().id;
    const sealedBefore = (await storedConnector(t(), id)).secrets.password;

    // New settings, no password: the stored one is kept, sealed value untouched.
    const moved = await client.update(headers, id, { kind: 'postgres', settings: { host: 'db2.example.com', database: 'sales', user: 'app2', tls: { mode: 'verify-full', caPem: TEST_CA } } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().settings).toEqual({ host: 'db2.example.com', port: 5432, database: 'sales', user: 'app2', password: { set: true }, tls: { mode: 'verify-full', caPem: TEST_CA } });
    let row = await storedConnector(t(), id);
    expect(row.secrets.password).toBe(sealedBefore);
    expect(openStored(keys.connectorSecretsKeys, row, 'password')).toBe(first);

    // A rename alone keeps settings and secrets.
    const renamed = await client.update(headers, id, { kind: 'postgres', name: 'Kept' });
    expect(renamed.json()).toMatchObject({ name: 'Kept', settings: { host: 'db2.example.com', password: { set: true } } });
    expect((await storedConnector(t(), id)).secrets.password).toBe(sealedBefore);

    // A connection string without a password keeps it too.
    await client.update(headers, id, { kind: 'postgres', connectionString: 'postgres://app3@db3.example.com/sales' });
    row = await storedConnector(t(), id);
    expect(openStored(keys.connectorSecretsKeys, row, 'password')).toBe(first);

    const second = secret('second');
    const replaced = await client.update(headers, id, { kind: 'postgres', settings: { host: 'db3.example.com', database: 'sales', user: 'app3', password: second } });
    expect(replaced.json().settings.password).toEqual({ set: true });
    row = await storedConnector(t(), id);
    expect(row.secrets.password).not.toBe(sealedBefore);
    expect(openStored(keys.connectorSecretsKeys, row, 'password')).toBe(second);

    const cleared = await client.update(headers, id, { kind: 'postgres', settings: { host: 'db3.example.com', database: 'sales', user: 'app3', password: null } });
    expect(cleared.json().settings.password).toEqual({ set: false });
    expect((await storedConnector(t(), id)).secrets).toEqual({});

    const entries = (await logActions(t(), user.domainId)).filter((e) => e.targetId === id);
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['connector.created', { kind: 'postgres', secretsSet: ['password'] }],
      ['connector.updated', { settingsChanged: true, secretsChanged: [] }],
      ['connector.updated', { from: 'Keeps', to: 'Kept', settingsChanged: false, secretsChanged: [] }],
      ['connector.updated', { settingsChanged: true, secretsChanged: [] }],
      ['connector.updated', { settingsChanged: true, secretsChanged: ['password'] }],
      ['connector.updated', { settingsChanged: true, secretsChanged: ['password'] }],
    ]);
  });

  it('stores a REST connector with each kind of authentication, secrets write-only, stale ones dropped', async () => {
    const { headers } = await developerOnPro();
    const token = secret('bearer');
    const headerValue = secret('header');
    const created = await client.create(headers, restBody('Billing API', { token, header: headerValue }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().settings).toEqual({
      baseUrl: 'https://api.example.com/v1',
      headers: [
        { name: 'Accept', secret: false, value: 'application/json' },
        { name: 'X-Tenant-Key', secret: true, value: { set: true } },
      ],
      auth: { kind: 'bearer', token: { set: true } },
    });
    const id = created.json().id;
    let row = await storedConnector(t(), id);
    expect(Object.keys(row.secrets).sort()).toEqual(['auth.token', 'header:x-tenant-key']);
    expect(openStored(keys.connectorSecretsKeys, row, 'auth.token')).toBe(token);
    expect(openStored(keys.connectorSecretsKeys, row, 'header:x-tenant-key')).toBe(headerValue);

    // The header's value and the token are kept when left out; switching to basic drops the token.
    const password = secret('basic');
    const basic = await client.update(headers, id, {
      kind: 'rest',
      settings: { baseUrl: 'https://api.example.com/v2', headers: [{ name: 'x-tenant-key', secret: true }], auth: { kind: 'basic', username: 'svc', password } },
    });
    expect(basic.statusCode, basic.body).toBe(200);
    expect(basic.json().settings.auth).toEqual({ kind: 'basic', username: 'svc', password: { set: true } });
    row = await storedConnector(t(), id);
    expect(Object.keys(row.secrets).sort()).toEqual(['auth.password', 'header:x-tenant-key']);
    expect(openStored(keys.connectorSecretsKeys, row, 'header:x-tenant-key')).toBe(headerValue);

    const apiKey = secret('api-key');
    const keyed = await client.update(headers, id, { kind: 'rest', settings: { baseUrl: 'https://api.example.com', auth: { kind: 'apiKey', in: 'query', name: 'api_key', key: apiKey } } });
    expect(keyed.json().settings).toEqual({ baseUrl: 'https://api.example.com', headers: [], auth: { kind: 'apiKey', in: 'query', name: 'api_key', key: { set: true } } });
    expect(Object.keys((await storedConnector(t(), id)).secrets)).toEqual(['auth.key']);

    const clientSecret = secret('client-secret');
    const oauth = await client.update(headers, id, {
      kind: 'rest',
      settings: { baseUrl: 'https://api.example.com', auth: { kind: 'oauth2', tokenUrl: 'https://auth.example.com/token', clientId: 'tessera', scopes: ['read', 'write'], clientSecret } },
    });
    expect(oauth.json().settings.auth).toEqual({ kind: 'oauth2', tokenUrl: 'https://auth.example.com/token', clientId: 'tessera', scopes: ['read', 'write'], clientSecret: { set: true } });

    const opened = (await openConnector(t().app.ctx, (await storedConnector(t(), id)).domainId, id)) as OpenedRestConnector;
    expect(opened.auth.kind === 'oauth2' && opened.auth.clientSecret.reveal()).toBe(clientSecret);
    expect(JSON.stringify(opened)).not.toContain(clientSecret);

    const none = await client.update(headers, id, { kind: 'rest', settings: { baseUrl: 'https://api.example.com', auth: { kind: 'none' } } });
    expect(none.json().settings.auth).toEqual({ kind: 'none' });
    expect((await storedConnector(t(), id)).secrets).toEqual({});
  });

  it('refuses a required secret left out, and stores nothing', async () => {
    const { user, headers } = await developerOnPro();
    const before = await countConnectors(t(), user.domainId);
    const refusals = [
      [{ kind: 'rest', name: 'No token', settings: { baseUrl: 'https://a.example.com', auth: { kind: 'bearer' } } }, 'settings.auth.token: Enter the token.'],
      [{ kind: 'rest', name: 'No key', settings: { baseUrl: 'https://a.example.com', auth: { kind: 'apiKey', in: 'header', name: 'X-Key', key: null } } }, 'settings.auth.key: Enter the API key.'],
      [{ kind: 'rest', name: 'No header', settings: { baseUrl: 'https://a.example.com', headers: [{ name: 'X-Secret', secret: true }] } }, 'settings.headers.0.value: Enter the value of the X-Secret header.'],
      [{ kind: 'rest', name: 'No client secret', settings: { baseUrl: 'https://a.example.com', auth: { kind: 'oauth2', tokenUrl: 'https://a.example.com/t', clientId: 'c' } } }, 'settings.auth.clientSecret: Enter the client secret.'],
    ] as const;
    for (const [body, message] of refusals) {
      const response = await client.create(headers, body);
      expect(response.statusCode, body.name).toBe(400);
      expect(response.json().error).toEqual({ code: 'validation_failed', message });
    }
    expect(await countConnectors(t(), user.domainId)).toBe(before);
  });

  it('answers 400 naming the field for bad settings, and stores or changes nothing', async () => {
    const { user, headers } = await developerOnPro();
    const existing = (await client.create(headers, postgresBody('Untouched', secret('untouched')))).json();
    const existingRest = (await client.create(headers, restBody('Untouched API', { token: secret('untouched-token'), header: secret('untouched-header') }))).json();
    const sql = (settings: Record<string, unknown>) => ({ kind: 'postgres', name: 'Bad', settings: { host: 'h', database: 'd', user: 'u', ...settings } });
    const rest = (settings: Record<string, unknown>) => ({ kind: 'rest', name: 'Bad', settings: { baseUrl: 'https://a.example.com', ...settings } });
    /** A create body, the message, and whether the same body also sent as a change must be refused (not for a missing name or settings). */
    const cases: [unknown, RegExp, boolean?][] = [
      [sql({ port: 0 }), /^settings\.port: A port is a whole number from 1 to 65535\.$/],
      [sql({ port: 65536 }), /^settings\.port: A port is a whole number from 1 to 65535\.$/],
      [sql({ port: 54.5 }), /^settings\.port: A port is a whole number/],
      [sql({ host: '' }), /^settings\.host: Enter the host name or address\.$/],
      [sql({ host: '   ' }), /^settings\.host: Enter the host name or address\.$/],
      [sql({ host: 'db.example.com:5432' }), /^settings\.host: Put the port in the port field/],
      [sql({ host: 'postgres://db' }), /^settings\.host: Enter a host name or IP address alone/],
      [sql({ host: 'h'.repeat(254) }), /^settings\.host: A host has at most 253 characters\.$/],
      [sql({ database: '' }), /^settings\.database: Enter the database name\.$/],
      [sql({ user: 'x'.repeat(129) }), /^settings\.user: The user name has at most 128 characters\.$/],
      [sql({ password: '' }), /^settings\.password: Enter the password, or send null to remove it\.$/],
      [sql({ tls: { mode: 'sometimes' } }), /^settings\.tls\.mode: TLS mode is one of disable, require or verify-full\.$/],
      [sql({ tls: { mode: 'require', caPem: TEST_CA } }), /^settings\.tls\.caPem: A CA certificate is used only with TLS mode verify-full\.$/],
      [sql({ tls: { mode: 'verify-full', caPem: 'not a certificate' } }), /^settings\.tls\.caPem: Paste the CA certificate in PEM form/],
      [sql({ tls: { mode: 'verify-full', caPem: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' } }), /^settings\.tls\.caPem: Certificate 1 is not a valid X\.509 certificate\.$/],
      [sql({ pasword: 'typo' }), /^settings: .*pasword/],
      [{ ...postgresBody('Bad'), connectionString: 'postgres://u@h/d' }, /^connectionString: Send either settings or a connection string, not both\.$/],
      [{ kind: 'postgres', name: 'Bad' }, /^settings: Required \(or send a connectionString\)$/, false],
      [{ kind: 'postgres', name: 'Bad', connectionString: 'mysql://u@h/d' }, /^connectionString: a mysql:\/\/ string is for a mysql connector, not a postgres one\.$/],
      [{ kind: 'postgres', name: 'Bad', connectionString: 'postgres://u@h:0/d' }, /^connectionString: port: A port is a whole number/],
      [{ kind: 'rest', name: 'Bad', connectionString: 'https://a.example.com' }, /connectionString/],
      [{ kind: 'sqlite', name: 'Bad', settings: {} }, /^kind: kind is one of postgres, mysql, mssql, oracle or rest\.$/],
      [{ ...postgresBody(''), name: '  ' }, /^name: Enter a name for the connector\.$/, false],
      [{ ...postgresBody('n'.repeat(81)) }, /^name: A connector name has at most 80 characters\.$/, false],
      [rest({ baseUrl: 'ftp://files.example.com' }), /^settings\.baseUrl: Enter a full http:\/\/ or https:\/\/ address\.$/],
      [rest({ baseUrl: 'api.example.com' }), /^settings\.baseUrl: Enter a full http:\/\/ or https:\/\/ address\.$/],
      [rest({ baseUrl: 'https://user:pw@api.example.com' }), /^settings\.baseUrl: Put credentials in the authentication settings/],
      [rest({ baseUrl: `https://a.example.com/${'p'.repeat(2048)}` }), /^settings\.baseUrl: An address has at most 2048 characters\.$/],
      [rest({ headers: [{ name: 'X-A', value: 'one\r\nX-Injected: two' }] }), /^settings\.headers\.0\.value: A header value is one line\.$/],
      [rest({ headers: [{ name: 'Bad Name', value: 'v' }] }), /^settings\.headers\.0\.name: A header name is letters, digits/],
      [rest({ headers: [{ name: 'Host', value: 'internal' }] }), /^settings\.headers\.0\.name: This header is set by the HTTP client/],
      [rest({ headers: [{ name: 'X-A' }] }), /^settings\.headers\.0\.value: Enter the header’s value\.$/],
      [rest({ headers: [{ name: 'X-A', value: '1' }, { name: 'x-a', value: '2' }] }), /^settings\.headers: Two default headers have the same name\.$/],
      [rest({ headers: [{ name: 'Authorization', value: 'x' }], auth: { kind: 'bearer', token: 't' } }), /^settings\.headers: A default header has the name the authentication sends/],
      [rest({ headers: Array.from({ length: 51 }, (_, i) => ({ name: `X-${i}`, value: 'v' })) }), /^settings\.headers: At most 50 default headers\.$/],
      [rest({ auth: { kind: 'digest' } }), /^settings\.auth(\.kind)?: auth\.kind is one of none, apiKey, bearer, basic or oauth2\.$/],
      [rest({ auth: { kind: 'basic', username: 'a:b', password: 'p' } }), /^settings\.auth\.username: A basic-auth user name cannot hold a colon/],
      [rest({ auth: { kind: 'oauth2', tokenUrl: 'file:///etc/passwd', clientId: 'c', clientSecret: 's' } }), /^settings\.auth\.tokenUrl: Enter a full http:\/\/ or https:\/\/ address\.$/],
      [rest({ auth: { kind: 'oauth2', tokenUrl: 'https://a/t', clientId: 'c', clientSecret: 's', scopes: ['has space'] } }), /^settings\.auth\.scopes\.0: A scope has no spaces\.$/],
    ];
    const before = await countConnectors(t(), user.domainId);
    const storedBefore = [await storedConnector(t(), existing.id), await storedConnector(t(), existingRest.id)];
    for (const [body, message, patchToo = true] of cases) {
      const label = JSON.stringify(body).slice(0, 200);
      const created = await client.create(headers, body);
      expect(created.statusCode, label).toBe(400);
      expect(created.json().error.code).toBe('validation_failed');
      expect(created.json().error.message, label).toMatch(message);
      if (!patchToo) continue;
      // The same settings sent to change a connector of that kind are refused too.
      const { name: _name, ...change } = body as Record<string, unknown>;
      const target = change.kind === 'rest' ? existingRest.id : existing.id;
      const changed = await client.update(headers, target, change);
      expect(changed.statusCode, label).toBe(400);
      expect(changed.json().error.code).toBe('validation_failed');
    }
    expect(await countConnectors(t(), user.domainId)).toBe(before);
    expect([await storedConnector(t(), existing.id), await storedConnector(t(), existingRest.id)]).toEqual(storedBefore);
  });

  it("refuses to change a connector's kind", async () => {
    const { headers } = await developerOnPro();
    const created = (await client.create(headers, postgresBody('Stays postgres'))).json();
    const stored = await storedConnector(t(), created.id);
    const refused = await client.update(headers, created.id, { kind: 'mysql', settings: { host: 'h', database: 'd', user: 'u' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/^kind: This connector is postgres; a connector's kind does not change/);
    const toRest = await client.update(headers, created.id, { kind: 'rest', settings: { baseUrl: 'https://a.example.com' } });
    expect(toRest.statusCode).toBe(400);
    expect(await storedConnector(t(), created.id)).toEqual(stored);
  });

  it('keeps names unique in the workspace ignoring case (409), on create and on rename', async () => {
    const { user, headers } = await developerOnPro();
    const first = (await client.create(headers, postgresBody('Orders'))).json();
    const second = (await client.create(headers, postgresBody('Invoices'))).json();
    const taken = await client.create(headers, postgresBody('ORDERS'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: 'conflict', message: 'A connector with this name already exists.' });
    const rename = await client.update(headers, second.id, { kind: 'postgres', name: 'orders' });
    expect(rename.statusCode).toBe(409);
    expect((await storedConnector(t(), second.id)).name).toBe('Invoices');
    // Renaming to another case of its own name is a rename, not a clash.
    expect((await client.update(headers, first.id, { kind: 'postgres', name: 'ORDERS' })).json().name).toBe('ORDERS');
    // Another workspace may use the name.
    const other = await developerOnPro();
    expect((await client.create(other.headers, postgresBody('Orders'))).statusCode).toBe(201);
    expect(await countConnectors(t(), user.domainId)).toBe(2);
  });

  it('deletes a connector with its secrets; a deleted or unknown id is 404', async () => {
    const { user, headers } = await developerOnPro();
    const created = (await client.create(headers, postgresBody('Short-lived', secret('short')))).json();
    const removed = await client.remove(headers, created.id);
    expect(removed.statusCode).toBe(204);
    expect(await t().db.selectFrom('connectors').select('id').where('id', '=', created.id).execute()).toEqual([]);
    for (const id of [created.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await client.get(headers, id)).statusCode).toBe(404);
      expect((await client.update(headers, id, { kind: 'postgres', name: 'x' })).statusCode).toBe(404);
      expect((await client.remove(headers, id)).statusCode).toBe(404);
    }
    expect((await logActions(t(), user.domainId)).filter((e) => e.targetId === created.id).map((e) => e.action)).toEqual(['connector.created', 'connector.deleted']);
  });

  it('opens a connector with its secrets for the code that connects, in its own workspace only', async () => {
    const { user, headers } = await developerOnPro();
    const password = secret('open-me');
    const id = (await client.create(headers, postgresBody('To open', password))).json().id;
    const opened = (await openConnector(t().app.ctx, user.domainId, id)) as OpenedSqlConnector;
    expect(opened).toMatchObject({ id, kind: 'postgres', settings: { host: 'db.example.com', port: 5432, database: 'sales', user: 'app', tls: { mode: 'require', caPem: null } } });
    expect(opened.password?.reveal()).toBe(password);
    expect(JSON.stringify(opened)).not.toContain(password);
    const other = await developerOnPro();
    await expect(openConnector(t().app.ctx, other.user.domainId, id)).rejects.toMatchObject({ statusCode: 404 });
    // A sealed value copied onto another connector does not open there.
    const copy = (await client.create(headers, postgresBody('Copy target', secret('copy')))).json().id;
    const sealed = (await storedConnector(t(), id)).secrets.password!;
    await t().db.updateTable('connectors').set({ secrets: JSON.stringify({ password: sealed }) }).where('id', '=', copy).execute();
    await expect(openConnector(t().app.ctx, user.domainId, copy)).rejects.toMatchObject({ code: 'secrets_unavailable', statusCode: 409 });
    await expect(openConnector(t().app.ctx, user.domainId, copy)).rejects.toThrow(/the stored value does not open/);
  });

  it('never shows a secret in an answer, a log line, the audit log or any table in clear', async () => {
    expect(secrets.length).toBeGreaterThan(10);
    const answers = client.answers.join('\n');
    const logText = log.lines.join('');
    expect(logText).toContain('/api/connectors');
    const dump = await dumpDatabase(t());
    expect(dump).toContain('tsb1.');
    for (const value of secrets) {
      expect(answers.includes(value), `answer holds ${value}`).toBe(false);
      expect(logText.includes(value), `log holds ${value}`).toBe(false);
      expect(dump.includes(value), `database holds ${value}`).toBe(false);
      expect(dump.includes(encodeURIComponent(value)), `database holds ${value} escaped`).toBe(false);
    }
  });
});
