import { createServer, type Server } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { externalAccessPaths, sqlConnectorPaths } from '@tessera/model/connectors';
import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEgressPolicy } from '../../src/net/egress/policy.ts';
import { type Resolver, systemResolver } from '../../src/net/egress/resolver.ts';
import { connectorClient, newSecretsKey, TEST_CA, withSecretsKey } from '../helpers/connectors.ts';
import { testDatabases } from '../helpers/databases.ts';
import { closedPort, silentServer } from '../helpers/external-databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

/**
 * SQL Server and Oracle connectors, as far as this machine can take them without such a server:
 * the guard's checks, a refused port, a server that never answers. Every case runs through the
 * real drivers (tedious; oracledb in thin mode, through the connector's relay).
 */
const CONNECT_TIMEOUT_MS = 1_500;

/** A name only the guard's resolver knows: a driver that looked it up itself could not connect with it. */
const GUARD_ONLY_NAME = 'db.mssql-oracle.test';
const lookups: string[] = [];
const testResolver: Resolver = async (name) => {
  lookups.push(name);
  return name === GUARD_ONLY_NAME ? [{ address: '127.0.0.1', family: 4 }] : systemResolver(name);
};

/** A loopback server the guard does not open: it counts every connection made to it. */
async function countingServer(): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  let count = 0;
  const server: Server = createServer((socket) => {
    count++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { port: address.port, connections: () => count, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testDatabases)('SQL Server and Oracle connectors without a live server (platform on %s)', (kind) => {
  let t: TestApp;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let victim: Awaited<ReturnType<typeof countingServer>>;
  let refusedPort: number;
  let tlsPort: number;
  let tlsServer: Server;
  const answers: string[] = [];

  beforeAll(async () => {
    [silent, victim, refusedPort] = await Promise.all([silentServer(), countingServer(), closedPort()]);
    // A server that speaks TLS but has no certificate: every handshake fails.
    tlsServer = createTlsServer({ SNICallback: (_name, callback) => callback(new Error('no certificate here')) });
    tlsServer.on('tlsClientError', () => undefined);
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
    tlsPort = (tlsServer.address() as { port: number }).port;
    const open = [silent.port, refusedPort, tlsPort].map((port) => `127.0.0.1:${port}`).join(',');
    t = await createTestApp(
      kind,
      {
        ...withSecretsKey(newSecretsKey()),
        egress: parseEgressPolicy(open),
        sqlConnectors: { poolMax: 2, statementTimeoutMs: 1_000, connectTimeoutMs: CONNECT_TIMEOUT_MS, idleTimeoutMs: 10_000, poolWaitMs: 5_000 },
      },
      { egressResolver: testResolver },
    );
  });

  afterAll(async () => {
    await t?.close();
    await Promise.all([silent?.close(), victim?.close(), new Promise<void>((resolve) => (tlsServer ? tlsServer.close(() => resolve()) : resolve()))]);
  });

  async function developer(prefix: string) {
    const user = await signedInUser(t, prefix);
    await setPlan(t, user.domainId, 'pro');
    return scoped(user, user.domainName);
  }

  const settings = (connectorKind: 'mssql' | 'oracle', over: Record<string, unknown>) => ({
    host: '127.0.0.1',
    database: connectorKind === 'mssql' ? 'sales' : 'FREEPDB1',
    user: 'app',
    password: 'very-secret-pw',
    tls: { mode: 'disable' },
    ...over,
  });

  async function test(headers: Record<string, string>, body: Record<string, unknown>) {
    const response = await t.inject({ method: 'POST', url: sqlConnectorPaths.testSettings, headers, payload: body });
    answers.push(response.body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { ok: boolean; failure?: string; message?: string };
  }

  // Oracle over TCP goes through the relay's forwarder, over TCPS through its CONNECT tunnel.
  const variants = [
    { name: 'SQL Server', kind: 'mssql' as const, tls: { mode: 'disable' } },
    { name: 'SQL Server (TLS)', kind: 'mssql' as const, tls: { mode: 'verify-full' } },
    { name: 'Oracle (TCP)', kind: 'oracle' as const, tls: { mode: 'disable' } },
    { name: 'Oracle (TCPS)', kind: 'oracle' as const, tls: { mode: 'verify-full' } },
  ];

  it.each(variants)('$name: a port nothing listens on is connection_refused, reached through the name only the guard resolved', async (v) => {
    const headers = await developer(`mo.refused.${v.kind}`);
    const before = lookups.length;
    const result = await test(headers, { kind: v.kind, settings: settings(v.kind, { host: GUARD_ONLY_NAME, port: refusedPort, tls: v.tls }) });
    expect(result, JSON.stringify(result)).toMatchObject({ ok: false, failure: 'connection_refused' });
    expect(result.message).toMatch(new RegExp(`^db\\.mssql-oracle\\.test \\(port ${refusedPort}\\) refused the connection: check the host and port`));
    // One lookup, the guard's: the system resolver does not know the name, so no driver looked it up again.
    expect(lookups.slice(before)).toEqual([GUARD_ONLY_NAME]);
    await expect(systemResolver(GUARD_ONLY_NAME)).rejects.toThrow();
  });

  // Side by side: each waits out its own connect timeout on the silent server.
  it.concurrent.each(variants)('$name: a server that accepts and never answers is a timeout', async (v) => {
    const headers = await developer(`mo.silent.${v.kind}`);
    const started = Date.now();
    const result = await test(headers, { kind: v.kind, settings: settings(v.kind, { port: silent.port, tls: v.tls }) });
    expect(result, JSON.stringify(result)).toMatchObject({ ok: false, failure: 'timeout' });
    expect(result.message).toMatch(new RegExp(`^127\\.0\\.0\\.1 \\(port ${silent.port}\\) did not answer within 1\\.5 s\\.`));
    // oracledb's limits are whole seconds: 2 s for 1.5; never much more.
    expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 2_500);
  });

  it.each(variants)('$name: an address the guard refuses is refused_by_guard, and no socket is opened to it', async (v) => {
    const headers = await developer(`mo.guard.${v.kind}`);
    const result = await test(headers, { kind: v.kind, settings: settings(v.kind, { port: victim.port, tls: v.tls }) });
    expect(result).toMatchObject({ ok: false, failure: 'refused_by_guard' });
    expect(result.message).toMatch(/^127\.0\.0\.1 is .*which this server does not connect to\./);
    const metadata = await test(headers, { kind: v.kind, settings: settings(v.kind, { host: '169.254.169.254', port: 1433, tls: v.tls }) });
    expect(metadata).toMatchObject({ ok: false, failure: 'refused_by_guard' });
    expect(victim.connections()).toBe(0);
  });

  it.each(['require', 'verify-full'])('Oracle over TLS (%s): a failed handshake, through the relay to the checked address, is a TLS failure', async (mode) => {
    const headers = await developer(`mo.tls.${mode}`);
    const result = await test(headers, { kind: 'oracle', settings: settings('oracle', { port: tlsPort, tls: { mode } }) });
    expect(result, JSON.stringify(result)).toMatchObject({ ok: false, failure: 'tls' });
    expect(result.message).toBe(`The TLS connection to 127.0.0.1 (port ${tlsPort}) failed: check the server’s certificate and that it speaks TLS on this port.`);
  });

  it('an Oracle connector with its own CA is refused with the reason (the driver would ignore it), before any connection', async () => {
    const headers = await developer('mo.oracle-ca');
    const result = await test(headers, { kind: 'oracle', settings: settings('oracle', { port: refusedPort, tls: { mode: 'verify-full', caPem: TEST_CA } }) });
    expect(result).toMatchObject({ ok: false, failure: 'tls' });
    // Refused before connecting: an attempt would have met the closed port (connection_refused).
    expect(result.message).toMatch(/cannot carry its own CA certificate/);
  });

  describe.each([
    { name: 'SQL Server', kind: 'mssql' as const, schema: 'sales' },
    { name: 'Oracle', kind: 'oracle' as const, schema: 'APP' },
  ])('$name: the tables of the connector', (v) => {
    const client = connectorClient(() => t, answers);
    const refusedMessage = () => new RegExp(`^127\\.0\\.0\\.1 \\(port ${refusedPort}\\) refused the connection: check the host and port`);
    let headers: Record<string, string>;
    let connectorId: string;
    let projectId: string;

    beforeAll(async () => {
      headers = await developer(`mo.tables.${v.kind}`);
      const created = await client.create(headers, { kind: v.kind, name: v.name, settings: settings(v.kind, { port: refusedPort }) });
      expect(created.statusCode, created.body).toBe(201);
      connectorId = created.json().id as string;
      const project = await t.inject({ method: 'POST', url: workspacePaths.projects, headers, payload: { name: `Tables of ${v.name}` } });
      expect(project.statusCode, project.body).toBe(201);
      projectId = project.json().id as string;
    });

    const send = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, extra: Record<string, string> = {}, payload?: unknown, as: Record<string, string> = headers) => {
      const response = await t.inject({ method, url, headers: { ...as, ...extra }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
      answers.push(response.body);
      return response;
    };
    const table = (name = 'ORDERS') => fillPath(sqlConnectorPaths.table, { connectorId, table: name });

    it('a read, in the default schema or the one asked for, reaches the database: its connection failure, not a refusal of the kind', async () => {
      for (const extra of [{}, { 'accept-profile': v.schema }] as Record<string, string>[]) {
        const answer = await send('GET', `${table()}?select=ID&order=ID`, extra);
        expect(answer.statusCode, answer.body).toBe(502);
        expect(answer.json().message).toMatch(refusedMessage());
      }
    });

    it('a write reaches the database the same way', async () => {
      const answer = await send('POST', table(), { 'content-profile': v.schema, prefer: 'return=representation' }, [{ ID: 1 }]);
      expect(answer.statusCode, answer.body).toBe(502);
      expect(answer.json().message).toMatch(refusedMessage());
    });

    it('on the project data API, a builder reaches the database; a visitor is refused by the closed rule before it is touched', async () => {
      const url = fillPath(externalAccessPaths.dataApiTable, { projectId, environment: 'draft', connectorId, table: 'ORDERS' });
      const builder = await send('GET', url);
      expect(builder.statusCode, builder.body).toBe(502);
      expect(builder.json().message).toMatch(refusedMessage());
      const visitor = await send('GET', fillPath(externalAccessPaths.dataApiTable, { projectId, environment: 'live', connectorId, table: 'ORDERS' }), {}, undefined, {});
      expect(visitor.statusCode, visitor.body).toBe(401);
    });

    it('setting an access rule reads the table from the database first: its connection failure', async () => {
      const anyone = { who: 'anyone', roles: [], condition: [], columnIds: null };
      const access = { read: anyone, insert: anyone, update: anyone, delete: anyone, ownerColumnId: null };
      for (const schema of ['', v.schema]) {
        const answer = await send('PUT', fillPath(externalAccessPaths.connectorRules, { projectId, connectorId }), {}, { schema, table: 'ORDERS', access });
        expect(answer.statusCode, answer.body).toBe(502);
        expect(answer.json().error).toEqual({ code: 'bad_gateway', message: expect.stringMatching(refusedMessage()) });
      }
    });
  });

  it('never answers with the password or a driver’s text', () => {
    const all = answers.join('\n');
    expect(all).not.toContain('very-secret-pw');
    expect(all).not.toMatch(/NJS-|ORA-|ESOCKET|ETIMEOUT|ECONNREFUSED|Failed to connect/);
  });
});
