import { randomBytes } from 'node:crypto';
import { connectorPaths } from '@tessera/model/connectors';
import { fillPath } from '@tessera/model/workspace-api';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { ConnectorSecretsKeys } from '../../src/config.ts';
import { createSecretBox } from '../../src/security/secret-box.ts';
import type { TestApp } from './test-app.ts';

/** A fresh 32-byte key for CONNECTOR_SECRETS_KEY. */
export const newSecretsKey = (): Uint8Array => new Uint8Array(randomBytes(32));

/** The config of an app that can seal connector secrets with `current` (and open with `previous`). */
export const withSecretsKey = (current: Uint8Array, previous: Uint8Array | null = null): { connectorSecretsKeys: ConnectorSecretsKeys } => ({
  connectorSecretsKeys: { current, previous },
});

/** A recognisable secret: a test then searches every answer, log line and table for it. */
export const secretText = (label: string) => `${label}-SECRET-${randomBytes(8).toString('hex')}`;

type Headers = Record<string, string>;

/** The connectors routes, called as a client would, every answer kept for later searches. */
export function connectorClient(t: () => TestApp, answers: string[] = []) {
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: unknown): Promise<LightMyRequestResponse> => {
    const response = await t().inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
    answers.push(response.body);
    return response;
  };
  const one = (connectorId: string) => fillPath(connectorPaths.connector, { connectorId });
  return {
    answers,
    list: (headers: Headers) => call('GET', connectorPaths.connectors, headers),
    create: (headers: Headers, body: unknown) => call('POST', connectorPaths.connectors, headers, body),
    get: (headers: Headers, connectorId: string) => call('GET', one(connectorId), headers),
    update: (headers: Headers, connectorId: string, body: unknown) => call('PATCH', one(connectorId), headers, body),
    remove: (headers: Headers, connectorId: string) => call('DELETE', one(connectorId), headers),
  };
}

/** A Postgres connector's create body (form settings). */
export const postgresBody = (name: string, password?: string | null) => ({
  kind: 'postgres',
  name,
  settings: { host: 'db.example.com', port: 5432, database: 'sales', user: 'app', tls: { mode: 'require' }, ...(password !== undefined ? { password } : {}) },
});

/** A REST connector's create body with a bearer token and a secret header. */
export const restBody = (name: string, secrets: { token: string; header: string }) => ({
  kind: 'rest',
  name,
  settings: {
    baseUrl: 'https://api.example.com/v1',
    headers: [
      { name: 'Accept', value: 'application/json' },
      { name: 'X-Tenant-Key', secret: true, value: secrets.header },
    ],
    auth: { kind: 'bearer', token: secrets.token },
  },
});

/** The stored row of a connector, secrets still sealed. */
export function storedConnector(t: TestApp, connectorId: string) {
  return t.db.selectFrom('connectors').selectAll().where('id', '=', connectorId).executeTakeFirstOrThrow();
}

export const countConnectors = async (t: TestApp, domainId: string) =>
  Number((await t.db.selectFrom('connectors').select((eb) => eb.fn.countAll<string>().as('n')).where('domainId', '=', domainId).executeTakeFirstOrThrow()).n);

/** Opens a stored secret with the given key, as the server would (proves what the column holds). */
export function openStored(keys: ConnectorSecretsKeys, row: { domainId: string; id: string; secrets: Record<string, string> }, field: string): string {
  const sealed = row.secrets[field];
  if (sealed === undefined) throw new Error(`no sealed ${field}`);
  return createSecretBox(keys).open(sealed, ['connector', row.domainId, row.id, field]);
}

/**
 * Every row of every table of the database as JSON text: what a dump would hold (platform tables,
 * builders' schemas, the job queue).
 */
export async function dumpDatabase(t: TestApp): Promise<string> {
  const tables = await sql<{ schema: string; name: string }>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(t.db);
  const parts: string[] = [];
  for (const table of tables.rows) {
    const rows = await sql<{ row: string }>`select row_to_json(x)::text as row from ${sql.table(`${table.schema}.${table.name}`)} x`.execute(t.db);
    parts.push(...rows.rows.map((r) => r.row));
  }
  return parts.join('\n');
}

/** A self-signed CA certificate (its key was thrown away). */
export const TEST_CA = `-----BEGIN CERTIFICATE-----
MIIBijCCAS+gAwIBAgIUCdvh3KHWDWy+srGCQLBLiM4GmiUwCgYIKoZIzj0EAwIw
GjEYMBYGA1UEAwwPdGVzc2VyYSB0ZXN0IENBMB4XDTI2MTEyNTIwMjQzNFoXDTM2
MTEyMjIwMjQzNFowGjEYMBYGA1UEAwwPdGVzc2VyYSB0ZXN0IENBMFkwEwYHKoZI
zj0CAQYIKoZIzj0DAQcDQgAEW3ZjRujkDVR2YXsaVI/iyg6/z12dCwQF4i8k6MSi
kYKvsCnrJ0xVbZN4CkaljsLZk3n3jD23BzS3qh7PeUSxdqNTMFEwHQYDVR0OBBYE
FE3yHCed/zUxeRIl3cLcB68LDKxvMB8GA1UdIwQYMBaAFE3yHCed/zUxeRIl3cLc
B68LDKxvMA8GA1UdEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDSQAwRgIhAJrS5AfO
eQBZWG8u7vm/huC2Yu9XqQLgm1FLlVF5q9MYAiEA+L2trOflGmuDOaALK7gTMscO
c90HkFr3WQJRTFTwScQ=
-----END CERTIFICATE-----`;
