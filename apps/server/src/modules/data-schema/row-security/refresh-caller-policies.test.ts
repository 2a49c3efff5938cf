import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DataProject, dataProject } from '../../../../test/helpers/data-api.ts';
import { testDatabases } from '../../../../test/helpers/databases.ts';
import { modelFixture } from '../../../../test/helpers/model-fixture.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';
import { readEnvironment } from '../environments.ts';
import { refreshCallerPolicies } from './refresh-caller-policies.ts';

const model = modelFixture([
  { name: 'notes', primaryKey: 'integer', owner: 'owner_id', columns: [{ name: 'owner_id', type: 'uuid' }, { name: 'title', type: 'text' }], access: { read: { who: 'owner' }, update: { who: 'signedIn', condition: [{ column: 'owner_id', op: 'eq', value: { currentUser: true } }] } } },
]);

const alice = randomUUID();
const bob = randomUUID();

/** The policies of a table as the database deparses them. */
async function policiesOf(t: ReturnType<ReturnType<typeof useTestApp>>, schema: string) {
  const { rows } = await sql<{ policyname: string; qual: string | null; with_check: string | null }>`
    select policyname, qual, with_check from pg_policies where schemaname = ${schema} and tablename = 'notes' order by policyname`.execute(t.app.ctx.appDb);
  return rows;
}

describe.each(testDatabases)('policies written before uuid owner columns compared in their own type, on %s', (kind) => {
  const t = useTestApp(kind);
  let p: DataProject;
  let schema: string;

  beforeAll(async () => {
    p = await dataProject(t(), model);
    schema = (await readEnvironment(t().app.ctx.appDb, p.projectId, 'draft')).schemaName;
    await sql`insert into ${sql.id(schema, 'notes')} (id, owner_id, title) values (1, ${alice}, 'a'), (2, ${bob}, 'b')`.execute(t().app.ctx.appDb);
  });

  it('writes the policies of such tables again from the model, once, with the same rows reached', async () => {
    // New policies compare in the column's type.
    const fresh = await policiesOf(t(), schema);
    expect(fresh.some((policy) => (policy.qual ?? '').includes('lower(('))).toBe(false);
    expect(await refreshCallerPolicies(t().app.ctx.appDb)).toBe(0);

    // The form earlier servers wrote, for the read and the update rule.
    const id = sql`(select nullif(current_setting('tessera.user_id', true), ''))`;
    const endUser = sql`(select current_setting('tessera.principal', true)) = 'endUser' and ${id} is not null`;
    const notes = sql.id(schema, 'notes');
    await sql`alter policy tessera_read on ${notes} using (${endUser} and owner_id::text = lower(${id}))`.execute(t().app.ctx.appDb);
    await sql`alter policy tessera_update on ${notes} using (${endUser} and owner_id::text = lower(${id})) with check (${endUser} and owner_id::text = lower(${id}))`.execute(t().app.ctx.appDb);
    const old = await policiesOf(t(), schema);
    expect(old.filter((policy) => (policy.qual ?? '').includes('lower((')).map((policy) => policy.policyname)).toEqual(['tessera_read', 'tessera_update']);

    expect(await refreshCallerPolicies(t().app.ctx.appDb)).toBe(1);
    expect(await policiesOf(t(), schema)).toEqual(fresh);
    expect(await refreshCallerPolicies(t().app.ctx.appDb)).toBe(0);

    // Each end user reaches their own rows; a visitor none.
    const read = async (headers: Record<string, string>) => t().inject({ method: 'GET', url: `${p.base()}/notes?select=id&order=id`, headers });
    expect((await read(await p.endUser(alice))).json()).toEqual([{ id: 1 }]);
    expect((await read(await p.endUser(bob))).json()).toEqual([{ id: 2 }]);
    expect((await read(await p.visitor())).statusCode).toBe(401);
  });

  it('gives schemas and tables made before the planner role its grants and its policy, once', async () => {
    const appDb = t().app.ctx.appDb;
    const notes = sql.id(schema, 'notes');
    const fresh = await policiesOf(t(), schema);
    expect(fresh.map((policy) => policy.policyname)).toContain('tessera_planner');
    const plannerMay = async () => (await sql<{ ok: boolean }>`select has_schema_privilege('tessera_data_planner', ${schema}, 'USAGE') and has_table_privilege('tessera_data_planner', ${`"${schema}"."notes"`}, 'SELECT') as ok`.execute(appDb)).rows[0]?.ok;
    expect(await plannerMay()).toBe(true);

    // As an earlier server left them: no planner grants, no planner policy.
    await sql`drop policy tessera_planner on ${notes}`.execute(appDb);
    await sql`revoke select on all tables in schema ${sql.id(schema)} from tessera_data_planner`.execute(appDb);
    await sql`revoke usage on schema ${sql.id(schema)} from tessera_data_planner`.execute(appDb);
    expect(await plannerMay()).toBe(false);

    expect(await refreshCallerPolicies(appDb)).toBe(1);
    expect(await plannerMay()).toBe(true);
    expect(await policiesOf(t(), schema)).toEqual(fresh);
    expect(await refreshCallerPolicies(appDb)).toBe(0);
  });
});
