import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppDataDatabase } from '../../src/db/app-data/catalog-tables.ts';
import { createDb } from '../../src/db/create-db.ts';
import type { Principal } from '../../src/modules/data-api/principal.ts';
import { runReadInCallerSession } from '../../src/modules/data-api/queries.ts';
import { readEnvironment } from '../../src/modules/data-schema/environments.ts';
import { type DataProject, dataProject } from '../helpers/data-api.ts';
import { concurrentDatabases } from '../helpers/databases.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { useTestApp } from '../helpers/test-app.ts';

const model = modelFixture([
  { name: 'notes', primaryKey: 'integer', owner: 'owner_id', columns: [{ name: 'owner_id', type: 'uuid' }, { name: 'title', type: 'text' }], access: { read: { who: 'owner' }, insert: { who: 'anyone' } } },
  { name: 'open_notes', primaryKey: 'integer', columns: [{ name: 'title', type: 'text' }], access: { read: { who: 'anyone' } } },
  { name: 'comments', primaryKey: 'integer', columns: [{ name: 'note_id', type: 'integer', references: 'notes' }, { name: 'body', type: 'text' }], access: { read: { who: 'anyone' } } },
]);

const alice = randomUUID();
const bob = randomUUID();

/**
 * On Postgres a connection of the data API's session pool keeps the last caller's settings (and
 * the data API role) between reads, and the same caller's next read on it skips them. These
 * suites run on pools of one and two connections, so every caller lands on a connection another
 * caller used just before: what each read sees must be its own caller's, always.
 */
describe.each(concurrentDatabases)('callers sharing the data API’s connections on %s', () => {
  const t = useTestApp('postgres');
  let p: DataProject;
  let schema: string;
  let version: number;

  beforeAll(async () => {
    p = await dataProject(t(), model);
    const state = await readEnvironment(t().app.ctx.appDb, p.projectId, 'draft');
    schema = state.schemaName;
    version = state.version;
    const notes = sql.id(schema, 'notes');
    await sql`insert into ${notes} (id, owner_id, title) values (1, ${alice}, 'a1'), (2, ${alice}, 'a2'), (3, ${bob}, 'b1'), (4, null, 'nobody')`.execute(t().app.ctx.appDb);
    await sql`insert into ${sql.id(schema, 'open_notes')} (id, title) values (1, 'open')`.execute(t().app.ctx.appDb);
    await sql`insert into ${sql.id(schema, 'comments')} (id, note_id, body) values (1, 1, 'on a1'), (2, 3, 'on b1')`.execute(t().app.ctx.appDb);
  });

  const callers: Record<string, { principal: Principal; notes: number[] }> = {
    visitor: { principal: { kind: 'anonymous' }, notes: [] },
    alice: { principal: { kind: 'endUser', userId: alice, roles: ['editor'] }, notes: [1, 2] },
    bob: { principal: { kind: 'endUser', userId: bob, roles: [] }, notes: [3] },
    builder: { principal: { kind: 'builder', userId: randomUUID() }, notes: [1, 2, 3, 4] },
  };

  describe.each([1, 2])('the session itself, on a pool of %i', (poolSize) => {
    let appDb: Kysely<AppDataDatabase>;

    beforeAll(() => {
      appDb = createDb(t().config.database, { poolSize }).withoutPlugins() as unknown as Kysely<AppDataDatabase>;
    });
    afterAll(async () => {
      await appDb.destroy();
    });

    /**
     * What a read's statement sees of its session: the settings, the role, and the notes row-level
     * security alone lets through (the statement has no predicate of its own).
     */
    async function seen(name: string, failing = false, timeout?: string) {
      const notes = sql.id(schema, 'notes');
      const fail = failing ? sql`, 1 / 0` : sql``;
      const statement = sql`select json_build_object(
          'principal', current_setting('tessera.principal', true),
          'user', current_setting('tessera.user_id', true),
          'roles', current_setting('tessera.roles', true),
          'role', current_user,
          'timeout', current_setting('statement_timeout'),
          'notes', (select coalesce(json_agg(id order by id), '[]') from ${notes})${fail})::text as body, 1 as n, null::text as total`;
      const row = await runReadInCallerSession(appDb, callers[name]!.principal, { projectId: p.projectId, environment: 'draft', version }, statement, timeout);
      return JSON.parse(row.body) as Record<string, unknown>;
    }

    function expected(name: string, timeout = '5s') {
      const { principal, notes } = callers[name]!;
      const kind = principal.kind === 'endUser' ? 'endUser' : principal.kind;
      const user = principal.kind === 'endUser' ? principal.userId : '';
      const roles = principal.kind === 'endUser' && principal.roles.length > 0 ? `{${principal.roles.join(',')}}` : '{}';
      return { principal: kind, user, roles, role: 'tessera_data_api', timeout, notes };
    }

    it('gives each caller its own settings, whoever used the connection before', async () => {
      const order = ['visitor', 'alice', 'bob', 'builder', 'alice', 'alice', 'visitor', 'builder', 'bob', 'bob', 'visitor', 'alice'];
      for (const name of order) expect(await seen(name), name).toEqual(expected(name));
    });

    it('gives each caller its own settings when reads of several callers run at once', async () => {
      const names = Array.from({ length: 40 }, (_, i) => ['visitor', 'alice', 'bob', 'builder'][(i * 7) % 4]!);
      const answers = await Promise.all(names.map((name) => seen(name)));
      answers.forEach((answer, i) => expect(answer, names[i]).toEqual(expected(names[i]!)));
    });

    it('keeps no setting of a read that failed: the next caller, and the same one, get their own', async () => {
      expect(await seen('alice')).toEqual(expected('alice'));
      // Bob's settings are made, then his statement fails: all of it is rolled back.
      await expect(seen('bob', true)).rejects.toMatchObject({ code: '22012' });
      expect(await seen('bob')).toEqual(expected('bob'));
      await expect(seen('bob', true)).rejects.toMatchObject({ code: '22012' });
      expect(await seen('visitor')).toEqual(expected('visitor'));
      await expect(seen('builder', true)).rejects.toMatchObject({ code: '22012' });
      expect(await seen('alice')).toEqual(expected('alice'));
      await expect(seen('alice', true)).rejects.toMatchObject({ code: '22012' });
      expect(await seen('alice')).toEqual(expected('alice'));
    });

    it('sets a statement timeout of its own for the read that asks one, and the usual one after', async () => {
      expect(await seen('alice', false, '100ms')).toEqual(expected('alice', '100ms'));
      expect(await seen('alice')).toEqual(expected('alice'));
    });

    it('leaves the queries’ pool out of it: its connections never take the data API role', async () => {
      await seen('alice');
      const { rows } = await sql<{ who: string; principal: string | null }>`select current_user as who, current_setting('tessera.principal', true) as principal`.execute(appDb);
      expect(rows[0]!.who).not.toBe('tessera_data_api');
      expect(rows[0]!.principal ?? '').toBe('');
    });
  });

  describe('every read path, through a server whose pool has one connection', () => {
    let narrow: FastifyInstance;

    beforeAll(async () => {
      narrow = await buildApp(t().config, { db: createDb(t().config.database, { poolSize: 1 }), clock: t().clock.now, logger: false });
      await narrow.ready();
    });
    afterAll(async () => {
      await narrow.close();
    });

    async function headersOf(name: string): Promise<Record<string, string>> {
      if (name === 'builder') return p.builderHeaders;
      if (name === 'visitor') return p.visitor();
      return p.endUser(name === 'alice' ? alice : bob);
    }

    async function get(name: string, path: string, extra: Record<string, string> = {}) {
      return narrow.inject({ method: 'GET', url: `${p.base()}/${path}`, headers: { ...(await headersOf(name)), ...extra } });
    }

    it('answers list, get, count, embed and export with each caller’s rows, callers alternating', async () => {
      for (const name of ['alice', 'bob', 'builder', 'visitor', 'alice', 'builder', 'bob', 'alice']) {
        const mine = callers[name]!.notes;
        if (name === 'visitor') {
          // The owner rule is closed to a visitor; the open table still answers.
          expect((await get(name, 'notes?select=id')).statusCode).toBe(401);
          expect((await get(name, 'open_notes?select=title')).json()).toEqual([{ title: 'open' }]);
          expect((await get(name, 'comments?select=body&order=id')).json()).toEqual([{ body: 'on a1' }, { body: 'on b1' }]);
          expect((await get(name, 'comments?select=body,notes(id)&order=id')).statusCode).toBe(401);
          continue;
        }
        const list = await get(name, 'notes?select=id&order=id');
        expect([name, list.statusCode, list.json()]).toEqual([name, 200, mine.map((id) => ({ id }))]);
        const counted = await get(name, 'notes?select=id&limit=1', { prefer: 'count=exact' });
        expect([name, counted.headers['content-range']]).toEqual([name, mine.length === 0 ? '*/0' : `0-0/${mine.length}`]);
        const one = await get(name, 'notes?select=id&id=eq.1', { accept: 'application/vnd.pgrst.object+json' });
        expect([name, one.statusCode]).toEqual([name, mine.includes(1) ? 200 : 406]);
        const embed = await get(name, 'comments?select=body,notes(id)&order=id');
        expect([name, embed.json()]).toEqual([name, [{ body: 'on a1', notes: mine.includes(1) ? { id: 1 } : null }, { body: 'on b1', notes: mine.includes(3) ? { id: 3 } : null }]]);
        const csv = await get(name, 'notes?select=id&order=id', { accept: 'text/csv' });
        expect([name, csv.body.trim().split(/\r?\n/)]).toEqual([name, ['id', ...mine.map(String)]]);
      }
    });

    it('answers the next caller with its own rows after a read that failed in the database', async () => {
      // A LIKE pattern ending in its escape character: the database refuses the statement (22025).
      const failed = await get('bob', 'notes?select=id&title=like.b%5C');
      expect(failed.statusCode).toBeGreaterThanOrEqual(400);
      expect(Array.isArray(failed.json())).toBe(false);
      const after = await get('alice', 'notes?select=id&order=id');
      expect(after.json()).toEqual([{ id: 1 }, { id: 2 }]);
      const bobAgain = await get('bob', 'notes?select=id&order=id');
      expect(bobAgain.json()).toEqual([{ id: 3 }]);
    });
  });
});
