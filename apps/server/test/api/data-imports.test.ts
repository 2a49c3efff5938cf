import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import { CSV_CONTENT_TYPE, type ImportJob, importPaths, XLSX_CONTENT_TYPE } from '@tessera/model/data';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { column, createDraftTable, createDraftTasks } from '../helpers/draft-tables.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, scoped, signedInUser, type SignedIn } from '../helpers/workspaces.ts';

describe.each(testDatabases)('imports into a table on %s', (kind) => {
  const t = useTestApp(kind);
  const as = (user: SignedIn) => scoped(user, user.domainName);

  const newProjectWithTasks = async (user: SignedIn) => {
    const response = await t().inject({ method: 'POST', url: workspacePaths.projects, headers: as(user), payload: { name: `App ${crypto.randomUUID().slice(0, 8)}` } });
    expect(response.statusCode, response.body).toBe(201);
    const projectId: string = response.json().id;
    const schemaName = await createDraftTasks(t(), as(user), projectId);
    return { projectId, schemaName };
  };
  const importsOf = (projectId: string, tableName = 'tasks') => fillPath(importPaths.tableImports, { projectId, tableName });
  const upload = (user: SignedIn, projectId: string, file: string | Buffer, options: { mode?: string; type?: string; tableName?: string; fileName?: string } = {}) =>
    t().inject({
      method: 'POST',
      url: `${importsOf(projectId, options.tableName)}?mode=${options.mode ?? 'allOrNothing'}&fileName=${encodeURIComponent(options.fileName ?? 'tasks.csv')}`,
      headers: { ...as(user), 'content-type': options.type ?? CSV_CONTENT_TYPE },
      payload: file,
    });
  const jobOf = async (user: SignedIn, projectId: string, importId: string): Promise<ImportJob> => {
    const response = await t().inject({ method: 'GET', url: fillPath(importPaths.importJob, { projectId, importId }), headers: as(user) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** Polls the import until it ends; every state seen on the way is kept. */
  const finished = async (user: SignedIn, projectId: string, importId: string, seen: ImportJob[] = []): Promise<ImportJob> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = await jobOf(user, projectId, importId);
      seen.push(job);
      if (job.status === 'succeeded' || job.status === 'failed') return job;
      if (Date.now() > deadline) throw new Error(`import ${importId} still ${job.status}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const importFile = async (user: SignedIn, projectId: string, file: string | Buffer, options: Parameters<typeof upload>[3] = {}) => {
    const response = await upload(user, projectId, file, options);
    expect(response.statusCode, response.body).toBe(202);
    return finished(user, projectId, response.json().id);
  };
  const errorsOf = async (user: SignedIn, projectId: string, importId: string) => {
    const response = await t().inject({ method: 'GET', url: fillPath(importPaths.importErrors, { projectId, importId }), headers: as(user) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { errors: Array<{ line: number; message: string }>; total: number };
  };
  const rowsOf = async (schemaName: string, orderBy = 'title') => {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.id(schemaName, 'tasks')} order by ${sql.ref(orderBy)}`.execute(t().app.ctx.appDb);
    return rows;
  };

  it('imports every column type, quoted commas and line breaks, empty cells as null or the default', async () => {
    const owner = await signedInUser(t(), 'imports.types');
    const { projectId, schemaName } = await newProjectWithTasks(owner);
    const ownerId = crypto.randomUUID();
    const csv = [
      'title,notes,points,cost,done,due_date,done_at,owner_id,meta,status,attachment',
      `"Write, then ship","line one\nline two ""quoted""",42,12.50,yes,2026-02-28,2026-03-01T10:30:00Z,${ownerId},"{""a"": [1, 2]}",doing,files/spec.pdf`,
      'Plain,,-7,1e3,FALSE,,2026-03-01 08:00,,,,',
      'NULL,,,,,,,,null,todo,',
    ].join('\r\n');
    const job = await importFile(owner, projectId, csv);
    expect(job, job.message ?? '').toMatchObject({ status: 'succeeded', tableName: 'tasks', fileName: 'tasks.csv', mode: 'allOrNothing', rowsImported: 3, rowsRejected: 0, message: null });
    expect(job.bytesRead).toBe(Buffer.byteLength(csv));
    expect(job.bytesTotal).toBe(Buffer.byteLength(csv));
    expect(job.finishedAt).not.toBeNull();
    const rows = await rowsOf(schemaName);
    expect(rows).toHaveLength(3);
    const [written, plain, nullTitle] = [rows.find((r) => r.title === 'Write, then ship')!, rows.find((r) => r.title === 'Plain')!, rows.find((r) => r.title !== 'Plain' && r.title !== 'Write, then ship')!];
    expect(written).toMatchObject({ notes: 'line one\nline two "quoted"', points: kind === 'pglite' ? 42 : '42', done: true, owner_id: ownerId, meta: { a: [1, 2] }, status: 'doing', attachment: 'files/spec.pdf' });
    expect(Number(written.cost)).toBe(12.5);
    expect(new Date(written.done_at as string).toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect(String(written.id)).toMatch(/^[0-9a-f-]{36}$/);
    // No offset means UTC; an empty boolean with a default gets it; "1e3" is a decimal.
    expect(plain).toMatchObject({ notes: null, done: false, due_date: null, owner_id: null, meta: null, status: null, attachment: null });
    expect(Number(plain.points)).toBe(-7);
    expect(Number(plain.cost)).toBe(1000);
    expect(new Date(plain.done_at as string).toISOString()).toBe('2026-03-01T08:00:00.000Z');
    // The text "NULL" is text; JSON null is a JSON value.
    expect(nullTitle.title).toBe('NULL');
    expect(nullTitle.meta).toBeNull();

    const list = await t().inject({ method: 'GET', url: importsOf(projectId), headers: as(owner) });
    expect(list.statusCode).toBe(200);
    expect(list.json().imports.map((i: ImportJob) => i.id)).toEqual([job.id]);
  });

  it('all or nothing: one bad row imports nothing and lists every bad row with its line', async () => {
    const owner = await signedInUser(t(), 'imports.all');
    const { projectId, schemaName } = await newProjectWithTasks(owner);
    const csv = ['title,due_date,points,status', 'One,2026-01-31,1,todo', 'Two,"31/02/2026",2,todo', '', 'Three,2026-02-01,3,todo', ',2026-02-01,x,maybe', 'Five,2026-02-01,5,done'].join('\n');
    const job = await importFile(owner, projectId, csv);
    expect(job).toMatchObject({ status: 'failed', rowsImported: 0, rowsRejected: 2 });
    expect(job.message).toBe('2 rows have errors, so nothing was imported. First: line 3: column due_date: "31/02/2026" is not a date (YYYY-MM-DD)');
    expect(await rowsOf(schemaName)).toEqual([]);
    const errors = await errorsOf(owner, projectId, job.id);
    expect(errors).toEqual({
      total: 2,
      errors: [
        { line: 3, message: 'line 3: column due_date: "31/02/2026" is not a date (YYYY-MM-DD)' },
        { line: 6, message: 'line 6: column title: a value is required' },
      ],
    });
    const csvErrors = await t().inject({ method: 'GET', url: `${fillPath(importPaths.importErrors, { projectId, importId: job.id })}?format=csv`, headers: as(owner) });
    expect(csvErrors.statusCode).toBe(200);
    expect(csvErrors.headers['content-type']).toMatch(/^text\/csv/);
    expect(csvErrors.headers['content-disposition']).toMatch(/^attachment; filename="import-.*-errors\.csv"$/);
    expect(csvErrors.body).toBe('line,message\r\n3,"line 3: column due_date: ""31/02/2026"" is not a date (YYYY-MM-DD)"\r\n6,line 6: column title: a value is required\r\n');

    // A header naming a column the table lacks fails the import, naming the column.
    const unknown = await importFile(owner, projectId, 'title,colour\nA,red\n');
    expect(unknown).toMatchObject({ status: 'failed', rowsImported: 0, message: 'line 1: column colour does not exist in table tasks' });
    const missing = await importFile(owner, projectId, 'notes\nhello\n');
    expect(missing.message).toBe('line 1: column title is required: add it to the header');
    const broken = await importFile(owner, projectId, 'title,notes\nA,"never closed\nB,x\n');
    expect(broken).toMatchObject({ status: 'failed', rowsImported: 0 });
    expect(broken.message).toMatch(/the file is not valid CSV: a quoted value is never closed/);
    expect(await rowsOf(schemaName)).toEqual([]);
    // The table's list, as a reloaded page reads it: newest first.
    const list = await t().inject({ method: 'GET', url: importsOf(projectId), headers: as(owner) });
    expect(list.json().imports.map((i: ImportJob) => i.id)).toEqual([broken.id, missing.id, unknown.id, job.id]);
  });

  it('skip bad rows: the good rows go in, the bad ones (also those the database refuses) are listed', async () => {
    const owner = await signedInUser(t(), 'imports.skip');
    const { projectId, schemaName } = await newProjectWithTasks(owner);
    const csv = ['title,code,points,done', 'A,a-1,1,true', 'B,a-1,2,false', 'C,c-1,2.5,true', 'D,d-1,4,perhaps', 'E,e-1,5,no'].join('\n');
    const job = await importFile(owner, projectId, csv, { mode: 'skipBadRows' });
    expect(job).toMatchObject({ status: 'succeeded', mode: 'skipBadRows', rowsImported: 2, rowsRejected: 3, message: '3 rows were skipped: see the errors.' });
    expect((await rowsOf(schemaName)).map((row) => row.title)).toEqual(['A', 'E']);
    expect((await errorsOf(owner, projectId, job.id)).errors).toEqual([
      { line: 3, message: 'line 3: column code: the value is already in the table or earlier in the file (it must be unique)' },
      { line: 4, message: 'line 4: column points: "2.5" is not a whole number' },
      { line: 5, message: 'line 5: column done: "perhaps" is not true or false' },
    ]);
  });

  it('keeps the file\'s integer keys, numbers empty ones, and moves the key sequence past them', async () => {
    const owner = await signedInUser(t(), 'imports.keys');
    const response = await t().inject({ method: 'POST', url: workspacePaths.projects, headers: as(owner), payload: { name: 'Keys' } });
    const projectId: string = response.json().id;
    const schemaName = await createDraftTable(t(), as(owner), projectId, { name: 'orders', key: 'integer', columns: [column('customer', 'text', { required: true })] });
    const first = await importFile(owner, projectId, 'id,customer\n10,Ada\n,Grace\n11,Alan\n', { tableName: 'orders' });
    expect(first, first.message ?? '').toMatchObject({ status: 'succeeded', rowsImported: 3 });
    const second = await importFile(owner, projectId, 'customer\nEdsger\n', { tableName: 'orders', mode: 'skipBadRows' });
    expect(second).toMatchObject({ status: 'succeeded', rowsImported: 1 });
    const duplicate = await importFile(owner, projectId, 'id,customer\n10,Again\n', { tableName: 'orders', mode: 'skipBadRows' });
    expect(duplicate).toMatchObject({ status: 'succeeded', rowsImported: 0, rowsRejected: 1 });
    const { rows } = await sql<{ id: string; customer: string }>`select id::text, customer from ${sql.id(schemaName, 'orders')} order by id`.execute(t().app.ctx.appDb);
    expect(rows).toEqual([
      { id: '1', customer: 'Grace' },
      { id: '10', customer: 'Ada' },
      { id: '11', customer: 'Alan' },
      { id: '12', customer: 'Edsger' },
    ]);
  });

  it('imports 20,000 rows with its progress moving batch by batch', async () => {
    const owner = await signedInUser(t(), 'imports.big');
    const { projectId, schemaName } = await newProjectWithTasks(owner);
    const lines = ['title,points,due_date,done'];
    for (let i = 0; i < 20_000; i += 1) lines.push(`Task ${i},${i},2026-01-${String((i % 28) + 1).padStart(2, '0')},${i % 2 === 0}`);
    const response = await upload(owner, projectId, lines.join('\n'), { mode: 'skipBadRows', fileName: 'big.csv' });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ status: 'queued', rowsImported: 0, fileName: 'big.csv' });
    const seen: ImportJob[] = [];
    const job = await finished(owner, projectId, response.json().id, seen);
    expect(job).toMatchObject({ status: 'succeeded', rowsImported: 20_000, rowsRejected: 0 });
    const partial = seen.filter((state) => state.status === 'running' && state.rowsImported > 0 && state.rowsImported < 20_000);
    expect(partial.length, JSON.stringify(seen.map((s) => [s.status, s.rowsImported]))).toBeGreaterThan(0);
    expect(partial[0]!.bytesRead).toBeGreaterThan(0);
    expect(partial[0]!.bytesRead).toBeLessThan(job.bytesTotal);
    const { rows } = await sql<{ n: number; points: number }>`select count(*)::int as n, sum(points)::float8 as points from ${sql.id(schemaName, 'tasks')}`.execute(t().app.ctx.appDb);
    expect(rows[0]).toEqual({ n: 20_000, points: (19_999 * 20_000) / 2 });
  }, 120_000);

  it('imports the first sheet of an Excel workbook, with dates, numbers and rich text', async () => {
    const owner = await signedInUser(t(), 'imports.xlsx');
    const { projectId, schemaName } = await newProjectWithTasks(owner);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Tasks');
    sheet.addRow(['title', 'points', 'cost', 'due_date', 'done_at', 'done']);
    sheet.addRow(['From Excel', 3, 9.75, new Date(Date.UTC(2026, 4, 17)), new Date(Date.UTC(2026, 4, 17, 9, 15)), true]);
    sheet.addRow([{ richText: [{ text: 'Rich ' }, { text: 'text', font: { bold: true } }] }, { formula: '1+1', result: 2 }, null, '2026-06-01', null, false]);
    workbook.addWorksheet('Ignored').addRow(['not', 'read']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const job = await importFile(owner, projectId, file, { type: XLSX_CONTENT_TYPE, fileName: 'tasks.xlsx' });
    expect(job, job.message ?? '').toMatchObject({ status: 'succeeded', rowsImported: 2, bytesTotal: file.length });
    const rows = await rowsOf(schemaName);
    expect(rows.map((row) => [row.title, Number(row.points), row.cost === null ? null : Number(row.cost), row.done])).toEqual([
      ['From Excel', 3, 9.75, true],
      ['Rich text', 2, null, false],
    ]);
    expect(new Date(rows[0]!.done_at as string).toISOString()).toBe('2026-05-17T09:15:00.000Z');
    const dueDates = await sql<{ d: string }>`select due_date::text as d from ${sql.id(schemaName, 'tasks')} order by title`.execute(t().app.ctx.appDb);
    expect(dueDates.rows.map((row) => row.d)).toEqual(['2026-05-17', '2026-06-01']);
    const notAWorkbook = await importFile(owner, projectId, Buffer.from('title\nnot a zip\n'), { type: XLSX_CONTENT_TYPE });
    expect(notAWorkbook).toMatchObject({ status: 'failed', message: 'the file is not a readable Excel workbook (.xlsx)' });
  });

  it('refuses other types (415), files over the limit (413), unknown tables and other workspaces (404), and End User seats (403)', async () => {
    const owner = await signedInUser(t(), 'imports.refuse');
    const { projectId } = await newProjectWithTasks(owner);
    const json = await t().inject({ method: 'POST', url: `${importsOf(projectId)}?fileName=a.json`, headers: as(owner), payload: { title: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toEqual({ code: 'unsupported_media_type', message: `Send the file as ${CSV_CONTENT_TYPE} (CSV) or ${XLSX_CONTENT_TYPE} (Excel .xlsx).` });
    expect((await upload(owner, projectId, 'title\nA\n', { type: 'text/plain' })).statusCode).toBe(415);
    const withCharset = await upload(owner, projectId, 'title\nA\n', { type: 'text/csv; charset=utf-8' });
    expect(withCharset.statusCode, withCharset.body).toBe(202);

    const tooLarge = await t().inject({
      method: 'POST',
      url: `${importsOf(projectId)}?fileName=huge.csv`,
      headers: { ...as(owner), 'content-type': CSV_CONTENT_TYPE, 'content-length': String(200 * 1024 * 1024) },
      payload: 'title\nA\n',
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('The file is larger than 110 MB. Split it into smaller files and import each.');

    const noTable = await upload(owner, projectId, 'title\nA\n', { tableName: 'projects' });
    expect(noTable.statusCode).toBe(404);
    expect(noTable.json().error.message).toBe('Table projects not found in draft.');
    expect((await upload(owner, projectId, '', {})).statusCode).toBe(400);
    expect((await upload(owner, projectId, 'title\nA\n', { mode: 'sometimes' })).statusCode).toBe(400);

    const outsider = await signedInUser(t(), 'imports.outsider');
    const other = await upload(outsider, projectId, 'title\nA\n');
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Project not found.');
    const ownImport = (await t().inject({ method: 'GET', url: importsOf(projectId), headers: as(owner) })).json().imports[0].id as string;
    for (const url of [importsOf(projectId), fillPath(importPaths.importJob, { projectId, importId: ownImport }), fillPath(importPaths.importErrors, { projectId, importId: ownImport })]) {
      expect((await t().inject({ method: 'GET', url, headers: as(outsider) })).statusCode).toBe(404);
    }
    const outsiderProject = await newProjectWithTasks(outsider);
    expect((await t().inject({ method: 'GET', url: fillPath(importPaths.importJob, { projectId: outsiderProject.projectId, importId: ownImport }), headers: as(outsider) })).statusCode).toBe(404);

    const endUser = await signedInUser(t(), 'imports.enduser');
    await addToWorkspace(t(), owner.domainId, endUser, 'developer', 'end_user');
    expect((await upload(endUser, projectId, 'title\nA\n', {}).then((r) => r)).statusCode).toBe(404);
    const endUserInOwnerSpace = await t().inject({
      method: 'POST',
      url: `${importsOf(projectId)}?fileName=a.csv`,
      headers: { ...scoped(endUser, owner.domainName), 'content-type': CSV_CONTENT_TYPE },
      payload: 'title\nA\n',
    });
    expect(endUserInOwnerSpace.statusCode).toBe(403);
  });
});
