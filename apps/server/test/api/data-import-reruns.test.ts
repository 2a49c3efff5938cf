import { CSV_CONTENT_TYPE, type ImportMode, importPaths } from '@tessera/model/data';
import { fillPath, planLimitMessage, workspacePaths } from '@tessera/model/workspace-api';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { importJobDefinition } from '../../src/modules/data-import/import-job.ts';
import { insertChunk, insertImportJob } from '../../src/modules/data-import/queries.ts';
import { BATCH_ROWS } from '../../src/modules/data-import/import-run.ts';
import { runImport } from '../../src/modules/data-import/run-import.ts';
import { createUsageCounters } from '../../src/modules/plans/usage-counters.ts';
import { concurrentDatabases, testDatabases } from '../helpers/databases.ts';
import { createDraftTasks } from '../helpers/draft-tables.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildSecondApp } from '../helpers/second-app.ts';
import { stagingTablesIn, storedImport as storeImport } from '../helpers/stored-imports.ts';
import { scoped, signedInUser } from '../helpers/workspaces.ts';

/**
 * A job whose worker died is run again by pg-boss. These tests run the job's handler directly,
 * as a rerun would, on an import that was never queued (so no worker races them): a run stopped
 * after its first batch (what a killed worker leaves), then the rerun, then one more.
 */
describe.each(testDatabases)('an import run again after it was interrupted, on %s', (kind) => {
  const t = useTestApp(kind);
  const rowCount = BATCH_ROWS * 2 + 123;

  const storedImport = async (mode: ImportMode, withBadRow = true) => {
    const owner = await signedInUser(t(), `imports.rerun.${mode}`);
    const headers = scoped(owner, owner.domainName);
    const project = await t().inject({ method: 'POST', url: workspacePaths.projects, headers, payload: { name: `Rerun ${crypto.randomUUID().slice(0, 8)}` } });
    const projectId: string = project.json().id;
    const schemaName = await createDraftTasks(t(), headers, projectId);
    const lines = ['title,points'];
    for (let i = 0; i < rowCount; i += 1) lines.push(i === 7 && withBadRow ? 'Bad,seven' : `Task ${i},${i}`);
    const importId = await storeImport(t(), { owner, projectId, tableName: 'tasks', mode, lines });
    return { importId, schemaName };
  };
  const countRows = async (schemaName: string) => {
    const { rows } = await sql<{ n: number; distinct: number }>`select count(*)::int as n, count(distinct title)::int as distinct from ${sql.id(schemaName, 'tasks')}`.execute(t().app.ctx.appDb);
    return rows[0]!;
  };
  const jobRow = (importId: string) =>
    t().app.ctx.appDb.selectFrom('tessera_data.import_jobs').select(['status', 'rows_imported', 'rows_rejected', 'records_done', 'attempt']).where('id', '=', importId).executeTakeFirstOrThrow();
  const stopped = () => {
    const controller = new AbortController();
    controller.abort();
    return controller.signal;
  };

  it('skip bad rows: the rerun resumes after the last committed batch and writes no row twice', async () => {
    const { importId, schemaName } = await storedImport('skipBadRows');
    await expect(runImport(t().app.ctx, importId, stopped())).rejects.toThrow(/stopped with the server/);
    const afterStop = await jobRow(importId);
    expect(afterStop).toMatchObject({ status: 'running', attempt: 1 });
    expect(Number(afterStop.records_done)).toBe(BATCH_ROWS);
    expect(await countRows(schemaName)).toEqual({ n: BATCH_ROWS - 1, distinct: BATCH_ROWS - 1 });

    await runImport(t().app.ctx, importId);
    await runImport(t().app.ctx, importId);
    const done = await jobRow(importId);
    expect(done).toMatchObject({ status: 'succeeded', attempt: 2 });
    expect([Number(done.rows_imported), Number(done.rows_rejected), Number(done.records_done)]).toEqual([rowCount - 1, 1, rowCount]);
    expect(await countRows(schemaName)).toEqual({ n: rowCount - 1, distinct: rowCount - 1 });
    const errors = await t().app.ctx.appDb.selectFrom('tessera_data.import_errors').select(['line', 'message']).where('import_id', '=', importId).execute();
    expect(errors).toEqual([{ line: 9, message: 'line 9: column points: "seven" is not a whole number' }]);
    const chunks = await t().app.ctx.appDb.selectFrom('tessera_data.import_chunks').select('seq').where('import_id', '=', importId).execute();
    expect(chunks).toEqual([]);
  });

  it('all or nothing: an interrupted run leaves nothing, and the rerun decides for the whole file', async () => {
    const { importId, schemaName } = await storedImport('allOrNothing');
    await expect(runImport(t().app.ctx, importId, stopped())).rejects.toThrow(/stopped with the server/);
    expect(await countRows(schemaName)).toEqual({ n: 0, distinct: 0 });
    expect(await jobRow(importId)).toMatchObject({ status: 'running', attempt: 1 });
    // The first batch holds the bad row: from there on nothing is staged.
    expect(await stagingTablesIn(t(), schemaName)).toEqual([]);

    await runImport(t().app.ctx, importId);
    await runImport(t().app.ctx, importId);
    const done = await jobRow(importId);
    expect(done).toMatchObject({ status: 'failed', attempt: 2 });
    expect([Number(done.rows_imported), Number(done.rows_rejected)]).toEqual([0, 1]);
    expect(await countRows(schemaName)).toEqual({ n: 0, distinct: 0 });
    expect(await stagingTablesIn(t(), schemaName)).toEqual([]);
  });

  it('stops with the plan\'s message when the workspace is past its Disk Capacity, before the batch that would pass it', async () => {
    // A counter standing for a full disk after `freeCalls` checks (the real one is data-schema's).
    const diskFullAfter = (freeCalls: number) => {
      let calls = 0;
      const zero = async () => 0;
      const usage = createUsageCounters({ developer: zero, endUser: zero, mobileApp: zero, screen: zero, action: zero, apiConnection: zero, diskCapacity: async () => (calls++ < freeCalls ? 0 : 251) });
      return { ...t().app.ctx, usage };
    };
    const message = planLimitMessage('Free', 250, 'MB of disk', 'MB of disk');
    const all = await storedImport('allOrNothing', false);
    await runImport(diskFullAfter(1), all.importId);
    expect(await jobRow(all.importId)).toMatchObject({ status: 'failed' });
    expect((await t().app.ctx.appDb.selectFrom('tessera_data.import_jobs').select('message').where('id', '=', all.importId).executeTakeFirstOrThrow()).message).toBe(message);
    expect(await countRows(all.schemaName)).toEqual({ n: 0, distinct: 0 });
    expect(await stagingTablesIn(t(), all.schemaName)).toEqual([]);

    const skip = await storedImport('skipBadRows');
    await runImport(diskFullAfter(1), skip.importId);
    const stopped = await t().app.ctx.appDb.selectFrom('tessera_data.import_jobs').select(['status', 'message', 'rows_imported']).where('id', '=', skip.importId).executeTakeFirstOrThrow();
    expect(stopped).toMatchObject({ status: 'failed', message: `${message} The ${BATCH_ROWS - 1} rows before it were imported.` });
    expect(await countRows(skip.schemaName)).toEqual({ n: BATCH_ROWS - 1, distinct: BATCH_ROWS - 1 });
  });

  it('all or nothing without a bad row: two runs of a finished import insert the rows once', async () => {
    const { importId, schemaName } = await storedImport('allOrNothing');
    await t().app.ctx.appDb.updateTable('tessera_data.import_chunks').set({ data: Buffer.from('title\nOnly one\n') }).where('import_id', '=', importId).where('seq', '=', 0).execute();
    await t().app.ctx.appDb.deleteFrom('tessera_data.import_chunks').where('import_id', '=', importId).where('seq', '>', 0).execute();
    await Promise.all([runImport(t().app.ctx, importId), runImport(t().app.ctx, importId)]);
    await runImport(t().app.ctx, importId);
    expect(await jobRow(importId)).toMatchObject({ status: 'succeeded' });
    expect(await countRows(schemaName)).toEqual({ n: 1, distinct: 1 });
  });

  it('on start, queues imports stored whole but never queued, and removes uploads cut off long ago', async () => {
    const lost = await storedImport('skipBadRows');
    const cutOff = crypto.randomUUID();
    const { project_id: projectId, domain_id: domainId, created_by: createdBy } = await t()
      .app.ctx.appDb.selectFrom('tessera_data.import_jobs')
      .select(['project_id', 'domain_id', 'created_by'])
      .where('id', '=', lost.importId)
      .executeTakeFirstOrThrow();
    await insertImportJob(t().app.ctx.appDb, {
      id: cutOff,
      projectId,
      domainId,
      tableName: 'tasks',
      fileName: 'cut.csv',
      contentType: CSV_CONTENT_TYPE,
      mode: 'allOrNothing',
      createdBy,
      createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
    });
    await insertChunk(t().app.ctx.appDb, cutOff, 0, Buffer.from('title\nHalf'));
    await importJobDefinition(t().app.ctx).resume!();
    for (let polls = 0; (await jobRow(lost.importId)).status !== 'succeeded'; polls += 1) {
      expect(polls).toBeLessThan(3_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await countRows(lost.schemaName)).toEqual({ n: rowCount - 1, distinct: rowCount - 1 });
    expect(await t().app.ctx.appDb.selectFrom('tessera_data.import_jobs').select('id').where('id', '=', cutOff).execute()).toEqual([]);
    expect(await t().app.ctx.appDb.selectFrom('tessera_data.import_chunks').select('seq').where('import_id', '=', cutOff).execute()).toEqual([]);
  });
});

describe.each(concurrentDatabases)('imports with two server processes on %s', (kind) => {
  const t = useTestApp(kind);

  it('an import uploaded to one process completes, whichever process runs it, and both see it', async () => {
    const second = await buildSecondApp(t());
    try {
      const owner = await signedInUser(t(), 'imports.two');
      const headers = scoped(owner, owner.domainName);
      const project = await t().inject({ method: 'POST', url: workspacePaths.projects, headers, payload: { name: 'Two processes' } });
      const projectId: string = project.json().id;
      const schemaName = await createDraftTasks(t(), headers, projectId);
      const lines = ['title'];
      for (let i = 0; i < 12_000; i += 1) lines.push(`Row ${i}`);
      const started = await second.inject({
        method: 'POST',
        url: `${fillPath(importPaths.tableImports, { projectId, tableName: 'tasks' })}?fileName=two.csv`,
        headers: { ...headers, 'content-type': CSV_CONTENT_TYPE },
        payload: lines.join('\n'),
      });
      expect(started.statusCode, started.body).toBe(202);
      const url = fillPath(importPaths.importJob, { projectId, importId: started.json().id });
      for (let polls = 0; ; polls += 1) {
        const job = (await t().inject({ method: 'GET', url, headers })).json();
        if (job.status === 'succeeded') break;
        expect(job.status).not.toBe('failed');
        expect(polls).toBeLessThan(2_000);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect((await second.inject({ method: 'GET', url, headers })).json()).toMatchObject({ status: 'succeeded', rowsImported: 12_000 });
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(schemaName, 'tasks')}`.execute(t().app.ctx.appDb);
      expect(rows[0]!.n).toBe(12_000);
    } finally {
      await second.close();
    }
  });
});
