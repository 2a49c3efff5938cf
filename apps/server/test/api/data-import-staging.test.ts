import { dataPaths, importPaths, type ImportJob } from '@tessera/model/data';
import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATA_API_ROLE } from '../../src/modules/data-schema/row-security/rls-role.ts';
import { BATCH_ROWS } from '../../src/modules/data-import/import-run.ts';
import { importJobDefinition } from '../../src/modules/data-import/import-job.ts';
import { claimImportRun } from '../../src/modules/data-import/queries.ts';
import { runImport } from '../../src/modules/data-import/run-import.ts';
import { createStaging, stagingTableName } from '../../src/modules/data-import/staging-queries.ts';
import { createUsageCounters } from '../../src/modules/plans/usage-counters.ts';
import { testDatabases } from '../helpers/databases.ts';
import { column, createDraftTable, createDraftTasks, tasksColumns } from '../helpers/draft-tables.ts';
import { stagingTablesIn, storedImport } from '../helpers/stored-imports.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { scoped, type SignedIn, signedInUser } from '../helpers/workspaces.ts';

/**
 * All-or-nothing imports stage their rows batch by batch and move them into the table at the
 * end. These tests run the job's handler directly on a stored import (no worker races them) and
 * hold a run between two batches through the Disk Capacity counter, which the run asks before
 * every batch and before the move.
 */
describe.each(testDatabases)('all-or-nothing imports staged batch by batch, on %s', (kind) => {
  const t = useTestApp(kind);
  const rowCount = BATCH_ROWS * 2 + 123;
  /** A data row's line in the file: the header is line 1. */
  const lineOf = (index: number) => index + 2;

  const newProject = async (prefix: string) => {
    const owner = await signedInUser(t(), prefix);
    const headers = scoped(owner, owner.domainName);
    const project = await t().inject({ method: 'POST', url: workspacePaths.projects, headers, payload: { name: `Staged ${crypto.randomUUID().slice(0, 8)}` } });
    expect(project.statusCode, project.body).toBe(201);
    const projectId: string = project.json().id;
    return { owner, headers, projectId, dataApi: fillPath(dataPaths.dataApiBase, { projectId, environment: 'draft' }) };
  };
  const taskLines = (code: (index: number) => string) => ['title,points,code', ...Array.from({ length: rowCount }, (_, i) => `Task ${i},${i},${code(i)}`)];
  const countTasks = async (schemaName: string) => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(schemaName, 'tasks')}`.execute(t().app.ctx.appDb);
    return rows[0]!.n;
  };
  const jobOf = async (owner: SignedIn, projectId: string, importId: string): Promise<ImportJob> =>
    (await t().inject({ method: 'GET', url: fillPath(importPaths.importJob, { projectId, importId }), headers: scoped(owner, owner.domainName) })).json();
  const errorsOf = async (owner: SignedIn, projectId: string, importId: string) =>
    (await t().inject({ method: 'GET', url: `${fillPath(importPaths.importErrors, { projectId, importId })}?format=json`, headers: scoped(owner, owner.domainName) })).json();

  /**
   * The app's context with a Disk Capacity counter that holds the run at its `nth` question until
   * `release` (the first question is asked before the first batch).
   */
  const holdAt = (nth: number) => {
    let questions = 0;
    let reached!: () => void;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const zero = async () => 0;
    const diskCapacity = async () => {
      questions += 1;
      if (questions === nth) {
        reached();
        await released;
      }
      return 0;
    };
    const usage = createUsageCounters({ developer: zero, endUser: zero, mobileApp: zero, screen: zero, action: zero, apiConnection: zero, diskCapacity });
    return { ctx: { ...t().app.ctx, usage }, held, release };
  };
  /** An answer that must come while the import is held: on one connection it would never come if the import kept it. */
  const meanwhile = <T,>(answer: Promise<T>) =>
    Promise.race([answer, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('no answer while the import was running')), 15_000))]);

  it('answers other requests between its batches, shows no row before the end, then imports every row', async () => {
    const { owner, headers, projectId, dataApi } = await newProject('imports.staged.answers');
    const schemaName = await createDraftTasks(t(), headers, projectId);
    const importId = await storedImport(t(), { owner, projectId, tableName: 'tasks', mode: 'allOrNothing', lines: taskLines((i) => `code-${i}`) });
    const hold = holdAt(2);
    const run = runImport(hold.ctx, importId);
    await hold.held;

    // The first batch is staged, the second waits: the progress poll, the data API and the
    // database itself answer now.
    const progress = await meanwhile(t().inject({ method: 'GET', url: fillPath(importPaths.importJob, { projectId, importId }), headers }));
    expect(progress.statusCode, progress.body).toBe(200);
    expect(progress.json()).toMatchObject({ status: 'running', rowsImported: BATCH_ROWS, rowsRejected: 0 });
    expect(progress.json().rowsImported).toBeLessThan(rowCount);
    const listed = await meanwhile(t().inject({ method: 'GET', url: `${dataApi}/tasks?select=id`, headers }));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([]);
    expect(await meanwhile(countTasks(schemaName))).toBe(0);
    // The staged rows are out of reach: no data model can name the table, and the data API's
    // role has no grant on it.
    const staging = stagingTableName(importId, 1);
    expect(await stagingTablesIn(t(), schemaName)).toEqual([staging]);
    expect((await t().inject({ method: 'GET', url: `${dataApi}/${staging}`, headers })).statusCode).toBe(404);
    const { rows } = await sql<{ granted: boolean }>`select has_table_privilege(${DATA_API_ROLE}, format('%I.%I', ${schemaName}::text, ${staging}::text), 'select') as granted`.execute(t().app.ctx.appDb);
    expect(rows[0]!.granted).toBe(false);

    hold.release();
    await run;
    expect(await jobOf(owner, projectId, importId)).toMatchObject({ status: 'succeeded', rowsImported: rowCount, rowsRejected: 0 });
    expect(await countTasks(schemaName)).toBe(rowCount);
    const { rows: codes } = await sql<{ n: number }>`select count(distinct code)::int as n from ${sql.id(schemaName, 'tasks')}`.execute(t().app.ctx.appDb);
    expect(codes[0]!.n).toBe(rowCount);
    expect(await stagingTablesIn(t(), schemaName)).toEqual([]);
  });

  it('fails on a unique value met only at the move, naming its line, and leaves the table as it was', async () => {
    const { owner, headers, projectId, dataApi } = await newProject('imports.staged.unique');
    const schemaName = await createDraftTasks(t(), headers, projectId);
    // Row 9000 repeats row 3's code; row 7000's code is added to the table while the import runs.
    const importId = await storedImport(t(), { owner, projectId, tableName: 'tasks', mode: 'allOrNothing', lines: taskLines((i) => `code-${i === 9000 ? 3 : i}`) });
    const hold = holdAt(2);
    const run = runImport(hold.ctx, importId);
    await hold.held;
    const added = await meanwhile(t().inject({ method: 'POST', url: `${dataApi}/tasks`, headers, payload: { title: 'Added meanwhile', code: 'code-7000' } }));
    expect(added.statusCode, added.body).toBe(201);
    hold.release();
    await run;

    const unique = 'column code: the value is already in the table or earlier in the file (it must be unique)';
    const job = await jobOf(owner, projectId, importId);
    expect(job).toMatchObject({ status: 'failed', rowsImported: 0, rowsRejected: 2, message: `2 rows have errors, so nothing was imported. First: line ${lineOf(7000)}: ${unique}` });
    expect(await errorsOf(owner, projectId, importId)).toEqual({
      total: 2,
      errors: [
        { line: lineOf(7000), message: `line ${lineOf(7000)}: ${unique}` },
        { line: lineOf(9000), message: `line ${lineOf(9000)}: ${unique}` },
      ],
    });
    const { rows } = await sql<{ title: string }>`select title from ${sql.id(schemaName, 'tasks')}`.execute(t().app.ctx.appDb);
    expect(rows).toEqual([{ title: 'Added meanwhile' }]);
    expect(await stagingTablesIn(t(), schemaName)).toEqual([]);
  });

  it('fails on a value its column\'s type refuses when staged, naming its line, and drops what it staged', async () => {
    const { owner, headers, projectId } = await newProject('imports.staged.type');
    const schemaName = await createDraftTasks(t(), headers, projectId);
    // A date the file's check lets through (year 0) but the database cannot hold, in the second batch.
    const lines = ['title,due_date', ...Array.from({ length: 6_000 }, (_, i) => `Task ${i},${i === 5_500 ? '0000-01-01' : '2026-01-01'}`)];
    const importId = await storedImport(t(), { owner, projectId, tableName: 'tasks', mode: 'allOrNothing', lines });
    await runImport(t().app.ctx, importId);
    const refused = `line ${lineOf(5_500)}: a value does not fit its column`;
    expect(await jobOf(owner, projectId, importId)).toMatchObject({ status: 'failed', rowsImported: 0, rowsRejected: 1, message: `1 row has an error, so nothing was imported. First: ${refused}` });
    expect((await errorsOf(owner, projectId, importId)).errors).toEqual([{ line: lineOf(5_500), message: refused }]);
    expect(await countTasks(schemaName)).toBe(0);
    expect(await stagingTablesIn(t(), schemaName)).toEqual([]);
  });

  it('fails on a relation to a missing row, naming its line, and imports nothing', async () => {
    const { owner, headers, projectId } = await newProject('imports.staged.relation');
    await createDraftTable(t(), headers, projectId, { name: 'people', key: 'uuid', columns: [column('name', 'text', { required: true })] });
    const schemaName = await createDraftTable(t(), headers, projectId, {
      name: 'orders',
      key: 'integer',
      columns: [column('item', 'text', { required: true }), column('person_id', 'uuid', { references: { tableId: 't_people', onDelete: 'restrict' } })],
    });
    const personId = crypto.randomUUID();
    await sql`insert into ${sql.id(schemaName, 'people')} (id, name) values (${personId}, 'Ada')`.execute(t().app.ctx.appDb);
    const lines = ['item,person_id', ...Array.from({ length: 6_000 }, (_, i) => `Item ${i},${i === 5_500 ? crypto.randomUUID() : i % 2 === 0 ? personId : ''}`)];
    const importId = await storedImport(t(), { owner, projectId, tableName: 'orders', mode: 'allOrNothing', lines });
    await runImport(t().app.ctx, importId);

    const missing = `line ${lineOf(5_500)}: column person_id: no row of the referenced table has this value`;
    expect(await jobOf(owner, projectId, importId)).toMatchObject({ status: 'failed', rowsImported: 0, rowsRejected: 1, message: `1 row has an error, so nothing was imported. First: ${missing}` });
    expect((await errorsOf(owner, projectId, importId)).errors).toEqual([{ line: lineOf(5_500), message: missing }]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(schemaName, 'orders')}`.execute(t().app.ctx.appDb);
    expect(rows[0]!.n).toBe(0);
    expect(await stagingTablesIn(t(), schemaName)).toEqual([]);
  });

  it('a run cut off at the move leaves the table untouched; the rerun drops what it staged and imports every row', async () => {
    const { owner, headers, projectId } = await newProject('imports.staged.cut');
    const schemaName = await createDraftTasks(t(), headers, projectId);
    const importId = await storedImport(t(), { owner, projectId, tableName: 'tasks', mode: 'allOrNothing', lines: taskLines((i) => `code-${i}`) });
    // The move fails as it would if the process were killed in it: the statement never completes.
    const appDb = t().app.ctx.appDb;
    await sql`create function ${sql.id(schemaName, 'cut_off')}() returns trigger language plpgsql as $$ begin raise exception 'cut off'; end $$`.execute(appDb);
    await sql`create trigger cut_off before insert on ${sql.id(schemaName, 'tasks')} for each statement execute function ${sql.id(schemaName, 'cut_off')}()`.execute(appDb);
    await expect(runImport(t().app.ctx, importId)).rejects.toThrow(/cut off/);
    expect(await countTasks(schemaName)).toBe(0);
    expect(await jobOf(owner, projectId, importId)).toMatchObject({ status: 'running' });
    expect(await stagingTablesIn(t(), schemaName)).toEqual([stagingTableName(importId, 1)]);

    await sql`drop trigger cut_off on ${sql.id(schemaName, 'tasks')}`.execute(appDb);
    await runImport(t().app.ctx, importId);
    expect(await jobOf(owner, projectId, importId)).toMatchObject({ status: 'succeeded', rowsImported: rowCount });
    expect(await countTasks(schemaName)).toBe(rowCount);
    const { attempt } = await appDb.selectFrom('tessera_data.import_jobs').select('attempt').where('id', '=', importId).executeTakeFirstOrThrow();
    expect(attempt).toBe(2);
    expect(await stagingTablesIn(t(), schemaName)).toEqual([]);
  });

  it('on start, drops the staging tables no run will use again and keeps the current run\'s', async () => {
    const { owner, headers, projectId } = await newProject('imports.staged.resume');
    const schemaName = await createDraftTasks(t(), headers, projectId);
    const appDb = t().app.ctx.appDb;
    const stageFor = async (importId: string, attempt: number) =>
      appDb.transaction().execute((trx) => createStaging(trx, { schemaName, tableName: stagingTableName(importId, attempt), columns: tasksColumns.slice(0, 2) }));
    // A run that died (its import still running at that attempt), one taken over by a newer
    // run, and one whose import is gone.
    const current = await storedImport(t(), { owner, projectId, tableName: 'tasks', mode: 'allOrNothing', lines: ['title', 'A'] });
    await claimImportRun(appDb, current);
    await stageFor(current, 1);
    const superseded = await storedImport(t(), { owner, projectId, tableName: 'tasks', mode: 'allOrNothing', lines: ['title', 'B'] });
    await claimImportRun(appDb, superseded);
    await stageFor(superseded, 1);
    await claimImportRun(appDb, superseded);
    const gone = crypto.randomUUID();
    await stageFor(gone, 3);

    await importJobDefinition(t().app.ctx).resume!();
    expect(await stagingTablesIn(t(), schemaName)).toEqual([stagingTableName(current, 1)]);
    // The current run's rerun drops it and starts over.
    await runImport(t().app.ctx, current);
    expect(await jobOf(owner, projectId, current)).toMatchObject({ status: 'succeeded', rowsImported: 1 });
    expect(await stagingTablesIn(t(), schemaName)).toEqual([]);
  });
});
