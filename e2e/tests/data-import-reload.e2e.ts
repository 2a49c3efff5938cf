import type { ChangeRequest, DataOp } from '@tessera/model/data';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectHidden, expectVisible } from '../harness/expect.ts';
import { DataGridPage } from '../pages/DataGridPage.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'data-import-reload' });

/**
 * Rows in the file (about 20 MB): enough that the import still runs several seconds after it
 * starts, past a reload, on a 2-core machine (it runs for about 10 s, 20 s under load).
 */
const ROWS = 1_200_000;
/** Rows whose amount is not a number, spread through the file (0-based; line = row + 2). */
const BAD_ROWS = [1_000, 300_000, 600_000, 900_000, 1_199_000];
const BAD_LINES = BAD_ROWS.map((row) => row + 2);
const IMPORTED = ROWS - BAD_ROWS.length;

const column = (id: string, name: string, type: string, required = false) => ({
  id,
  name,
  type,
  required,
  unique: false,
  defaultValue: null,
  enumValues: [],
  references: null,
});

const ops = [
  { op: 'createTable', tableId: 'readings', name: 'readings', position: { x: 0, y: 0 }, primaryKey: { columnId: 'readings_id', name: 'id', type: 'integer' } },
  { op: 'addColumn', tableId: 'readings', column: column('readings_label', 'label', 'text', true) },
  { op: 'addColumn', tableId: 'readings', column: column('readings_amount', 'amount', 'integer') },
  { op: 'addColumn', tableId: 'readings', column: column('readings_note', 'note', 'text') },
] as DataOp[];

let csvDir: string | undefined;
afterAll(async () => {
  if (csvDir) await rm(csvDir, { recursive: true, force: true });
});

/** A CSV file of `ROWS` rows whose `BAD_ROWS` hold an amount that is not a whole number. */
async function bigCsv(): Promise<string> {
  const bad = new Set(BAD_ROWS);
  const lines = ['label,amount,note'];
  for (let row = 0; row < ROWS; row++) lines.push(`r${row},${bad.has(row) ? 'plenty' : row},n`);
  csvDir = await mkdtemp(path.join(tmpdir(), 'tessera-import-'));
  const file = path.join(csvDir, 'readings.csv');
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

/** A project with the `readings` table made through the data-model API, open in the data grid. */
async function openReadings() {
  const email = uniqueEmail('import-reload');
  const { workspace } = await e2e.api.createActiveAccount(email);
  const api = await StudioApi.as(e2e.api, email, workspace);
  const projectId = await api.createProject('Imports');
  const { tokenString } = await e2e.api.login(email);
  const headers = { authorization: `Bearer ${tokenString}`, domainname: workspace };
  const model = await e2e.api.get<{ version: number }>(`/api/projects/${projectId}/data/model`, headers);
  assert(model.status === 200, `GET data model gave HTTP ${model.status}: ${JSON.stringify(model.body)}`);
  const change: ChangeRequest = { baseVersion: model.body.version, ops };
  const applied = await e2e.api.post(`/api/projects/${projectId}/data/changes`, change, headers);
  assert(applied.status === 200 || applied.status === 201, `POST data changes gave HTTP ${applied.status}: ${JSON.stringify(applied.body)}`);
  const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
  await studio.goto(workspace, projectId, 'dataDiagramScheme');
  const grid = new DataGridPage(e2e.page);
  await grid.open();
  await grid.chooseTable('readings');
  return grid;
}

const number = (value: number) => new Intl.NumberFormat('en').format(value);

describe('data import across a reload', () => {
  test('a long import keeps running and shows its progress after a reload, then lists its rejected rows by line', async () => {
    const grid = await openReadings();
    const page = grid.page;
    await expectVisible(grid.text('No rows yet'), 'the empty state of readings');

    // Start a big import, skipping bad rows; the dialog follows the job while it runs.
    await grid.importButton.click();
    await expectVisible(grid.importDialog, 'the import dialog');
    await grid.importDialog.locator('input[type=file]').setInputFiles(await bigCsv());
    await grid.importDialog.getByRole('radio', { name: /Skip bad rows/ }).click();
    await grid.importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    const dialogProgress = grid.importDialog.getByTestId('import-progress');
    await expectVisible(grid.importDialog.getByText('Importing…', { exact: true }), 'the running status in the dialog', 30_000);
    const before = await grid.waitForImportPercent(dialogProgress, (percent) => percent > 0 && percent < 100, 'the dialog shows the import part-way');
    await e2e.snap('01-running-in-dialog');
    // Skipping bad rows commits batch by batch: the grid behind the dialog shows rows before the end.
    // (The dialog hides the grid from the accessibility tree, so the row is found by its markup.)
    const committedRow = page.locator('[role="grid"] [role="row"][data-row-key] [data-column="label"]').getByText('r0', { exact: true });
    await expectVisible(committedRow, 'rows committed so far in the grid while the import runs', 30_000);
    const whileShown = await grid.importPercent(grid.importDialog);
    assert(whileShown < 100, `the first rows were shown while the import ran (at ${whileShown} %)`);

    // Reload: the table's running import is found again and shown above the grid.
    await page.reload();
    await grid.open();
    await expectVisible(grid.tablePicker.getByText('readings', { exact: true }), 'readings still chosen after the reload');
    await expectVisible(grid.importBanner, 'the running import above the grid after the reload');
    await expectVisible(grid.importBanner.getByText('Importing readings.csv into readings', { exact: true }), "the banner names the file and the table");
    const first = await grid.waitForImportPercent(grid.importBanner, (percent) => percent >= before && percent < 100, 'the banner shows the import part-way after the reload');
    await e2e.snap('02-banner-after-reload');
    const later = await grid.waitForImportPercent(grid.importBanner, (percent) => percent > first, 'the banner shows the import moving on');
    assert(later > first, `the progress rose after the reload: ${first} then ${later}`);
    await e2e.snap('03-banner-progress-rising');

    // Its details open the running import in the dialog, which follows it to the end.
    await grid.importBanner.getByRole('button', { name: 'Details', exact: true }).click();
    await expectVisible(grid.importDialog.getByTestId('import-job'), 'the running import in the dialog');
    await expectVisible(grid.importDialog.getByText('readings.csv', { exact: true }), 'the file name in the dialog');
    await e2e.snap('04-details-after-reload');
    await expectVisible(grid.importDialog.getByText('Import finished', { exact: true }), 'the import finished', 240_000);
    await expectVisible(
      grid.importDialog.getByText(`${number(IMPORTED)} rows imported, ${BAD_ROWS.length} rejected`, { exact: true }),
      'the counts of the import',
    );
    assert((await grid.importPercent(grid.importDialog)) === 100, 'the bar is full once the import finished');
    const errors = grid.importDialog.getByTestId('import-errors');
    for (const line of BAD_LINES) await expectVisible(errors.getByText(`Line ${line}`, { exact: true }), `the bad row on line ${line} listed`);
    assert((await errors.getByRole('listitem').count()) === BAD_LINES.length, 'only the bad rows are listed');
    await e2e.snap('05-finished-with-errors');
    const [errorsFile] = await Promise.all([page.waitForEvent('download'), grid.importDialog.getByRole('button', { name: 'Download errors', exact: true }).click()]);
    const errorsCsv = (await readFile((await errorsFile.path())!, 'utf8')).split(/\r?\n/).filter(Boolean);
    assert(errorsCsv.length === BAD_LINES.length + 1, `the errors download holds a header and the ${BAD_LINES.length} bad rows: ${errorsCsv.join(' | ')}`);
    for (const line of BAD_LINES) assert(errorsCsv.some((row) => row.startsWith(`${line},`) && row.includes('plenty')), `the errors download lists line ${line}: ${errorsCsv.join(' | ')}`);

    // Closed: the banner is gone and the grid counts every imported row.
    await grid.importDialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expectVisible(grid.row('r0'), 'an imported row in the grid');
    // The grid counts a big table by the planner's estimate until asked to count exactly.
    const countExactly = page.getByRole('button', { name: 'Count exactly', exact: true });
    const exactCount = grid.rowCount.getByText(`${number(IMPORTED)} rows`, { exact: true });
    await expectVisible(exactCount.or(countExactly), 'a row count after the import');
    if (!(await exactCount.isVisible())) await countExactly.click();
    await expectVisible(exactCount, 'the exact count of the imported rows', 30_000);
    await expectHidden(grid.importBanner, 'the running import above the grid once it finished');
    await e2e.snap('06-grid-after-import');
  }, 300_000); // 1.2 million rows imported: about 10 s here, minutes on a slow, loaded machine
});
