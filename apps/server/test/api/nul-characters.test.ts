import { authPaths } from '@tessera/model';
import { fillPath, workspacePaths as paths } from '@tessera/model/workspace-api';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { bearer } from '../helpers/accounts.ts';
import { createMigratedTestDatabase, testDatabases } from '../helpers/databases.ts';
import { testConfig, useTestApp } from '../helpers/test-app.ts';
import { scoped, signedInUser } from '../helpers/workspaces.ts';

const NUL_MESSAGE = 'Text may not contain NUL characters.';

describe.each(testDatabases)('NUL characters in text on %s', (kind) => {
  const t = useTestApp(kind);

  /** Rows a refused request must not have written. */
  const counts = async () => {
    const count = async (table: 'projects' | 'logs' | 'invitations' | 'domainMembers' | 'domains') =>
      Number((await t().db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    return {
      projects: await count('projects'),
      logs: await count('logs'),
      invitations: await count('invitations'),
      members: await count('domainMembers'),
      domains: await count('domains'),
      names: (await t().db.selectFrom('projects').select('name').orderBy('name').execute()).map((r) => r.name),
      lastUsed: (await t().db.selectFrom('users').select('lastUsedDomainId').orderBy('id').execute()).map((r) => r.lastUsedDomainId),
    };
  };

  it('answers 400 validation_failed to a NUL in a JSON string or a query, and writes nothing', async () => {
    const owner = await signedInUser(t(), 'nul.owner');
    const headers = scoped(owner, owner.domainName);
    const created = await t().inject({ method: 'POST', url: paths.projects, headers, payload: { name: 'Plain' } });
    expect(created.statusCode, created.body).toBe(201);
    const projectId = created.json().id as string;
    const nul = 'a\u0000b';
    const cases: { name: string; method: 'GET' | 'POST' | 'PATCH'; url: string; headers?: Record<string, string>; payload?: unknown }[] = [
      { name: 'project create', method: 'POST', url: paths.projects, headers, payload: { name: nul } },
      { name: 'project rename', method: 'PATCH', url: fillPath(paths.project, { projectId }), headers, payload: { name: nul } },
      { name: 'nested key', method: 'POST', url: paths.projects, headers, payload: { name: 'ok', [`x${nul}`]: 1 } },
      { name: 'projects search', method: 'GET', url: `${paths.projects}?search=%00`, headers },
      { name: 'logs actor', method: 'GET', url: `${paths.logs}?actor=%00`, headers },
      { name: 'select workspace', method: 'POST', url: paths.selectDomain, headers: bearer(owner.token), payload: { domainName: nul } },
      { name: 'invite', method: 'POST', url: paths.invitations, headers, payload: { email: `x${nul}@example.com` } },
      {
        name: 'accept invitation',
        method: 'POST',
        url: authPaths.acceptInvite,
        payload: { username: owner.email, domainName: nul, token: 'x'.repeat(43) },
      },
    ];
    const before = await counts();
    for (const c of cases) {
      const response = await t().inject({
        method: c.method,
        url: c.url,
        headers: c.headers ?? {},
        ...(c.payload === undefined ? {} : { payload: c.payload as object }),
      });
      expect(response.statusCode, `${c.name}: ${response.body}`).toBe(400);
      expect(response.json().error, c.name).toEqual({ code: 'validation_failed', message: NUL_MESSAGE });
    }
    expect(await counts()).toEqual(before);
  });

  it('maps a NUL that reaches the database (SQLSTATE 22021 / 22P05) to 400 instead of 500', async () => {
    const database = await createMigratedTestDatabase(kind);
    const { db } = database;
    const app = await buildApp(testConfig({ database: database.config }), { db, logger: false });
    app.get('/nul-text', async () => sql`select ${'a\u0000b'}::text as v`.execute(db));
    app.get('/nul-json', async () => sql`select ${'"a\\u0000b"'}::jsonb as v`.execute(db));
    try {
      for (const url of ['/nul-text', '/nul-json']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        expect(response.json().error).toEqual({ code: 'validation_failed', message: NUL_MESSAGE });
      }
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
