import { sqlConnectorPaths } from '@tessera/model/connectors';
import { fillPath } from '@tessera/model/workspace-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEgressPolicy } from '../../src/net/egress/policy.ts';
import { type Resolver, systemResolver } from '../../src/net/egress/resolver.ts';
import { connectorClient, newSecretsKey, withSecretsKey } from '../helpers/connectors.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createPostgresScratch, externalPostgres } from '../helpers/external-databases.ts';
import { postgresTlsRelay, testTls } from '../helpers/postgres-tls-relay.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

/** The certificate's name is known to the guard's resolver only: the driver cannot look it up itself. */
const testResolver: Resolver = async (name) => (name === testTls.name ? [{ address: '127.0.0.1', family: 4 }] : systemResolver(name));

describe.each(testDatabases)('database connectors over TLS: a Postgres server with a certificate (platform on %s)', (kind) => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof postgresTlsRelay>>;
  let scratch: Awaited<ReturnType<typeof createPostgresScratch>>;
  const client = connectorClient(() => t);

  beforeAll(async () => {
    [relay, scratch] = await Promise.all([postgresTlsRelay(externalPostgres), createPostgresScratch()]);
    await scratch.run(['CREATE TABLE notes (id int PRIMARY KEY, body text)']);
    t = await createTestApp(kind, { ...withSecretsKey(newSecretsKey()), egress: parseEgressPolicy(`127.0.0.1:${relay.port}`) }, { egressResolver: testResolver });
  });

  afterAll(async () => {
    await t?.close();
    await Promise.all([relay?.close(), scratch?.drop()]);
  });

  const settings = (over: Record<string, unknown>) => ({ host: testTls.name, port: relay.port, database: scratch.database, user: externalPostgres.adminUser, ...over });

  async function developer(prefix: string) {
    const user = await signedInUser(t, prefix);
    await setPlan(t, user.domainId, 'pro');
    return scoped(user, user.domainName);
  }

  async function testConnection(headers: Record<string, string>, over: Record<string, unknown>) {
    const answer = await t.inject({ method: 'POST', url: sqlConnectorPaths.testSettings, headers, payload: { kind: 'postgres', settings: settings(over) } });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { ok: boolean; failure?: string; message?: string };
  }

  it('checks the certificate against the typed name while connecting to the address the guard checked', async () => {
    const headers = await developer('tls.verify');
    const before = relay.serverNames.length;
    expect(await testConnection(headers, { tls: { mode: 'verify-full', caPem: testTls.caPem } })).toMatchObject({ ok: true });
    // The driver asked for the typed name (SNI) on a socket to 127.0.0.1.
    expect(relay.serverNames.slice(before)).toEqual([testTls.name]);
  });

  it('encrypts without checking in require mode', async () => {
    const headers = await developer('tls.require');
    expect(await testConnection(headers, { tls: { mode: 'require' } })).toMatchObject({ ok: true });
  });

  it('tells a certificate it cannot trust, or one for another name, as a TLS failure in words of its own', async () => {
    const headers = await developer('tls.refused');
    const untrusted = await testConnection(headers, { tls: { mode: 'verify-full' } });
    expect(untrusted).toMatchObject({ ok: false, failure: 'tls' });
    // The same certificate reached by its address: the name checked is the address, which it does not hold.
    const byAddress = await testConnection(headers, { host: '127.0.0.1', tls: { mode: 'verify-full', caPem: testTls.caPem } });
    expect(byAddress).toMatchObject({ ok: false, failure: 'tls' });
    expect(untrusted.message).toBe(`The TLS connection to db.tls.test (port ${relay.port}) failed: its certificate is not signed by a certificate authority this server trusts.`);
    expect(byAddress.message).toBe(`The TLS connection to 127.0.0.1 (port ${relay.port}) failed: its certificate is for another host name.`);
    // Without TLS this server refuses the connection, as a server that requires TLS does.
    expect(await testConnection(headers, { tls: { mode: 'disable' } })).toMatchObject({ ok: false });
  });

  it('reads a saved connector’s tables through its pool over verified TLS', async () => {
    const headers = await developer('tls.pool');
    const created = await client.create(headers, { kind: 'postgres', name: 'Secure PG', settings: settings({ tls: { mode: 'verify-full', caPem: testTls.caPem } }) });
    expect(created.statusCode, created.body).toBe(201);
    const schema = await t.inject({ method: 'GET', url: fillPath(sqlConnectorPaths.schema, { connectorId: created.json().id }), headers });
    expect(schema.statusCode, schema.body).toBe(200);
    expect(schema.json().tables.map((table: { name: string }) => table.name)).toEqual(['notes']);
  });
});
