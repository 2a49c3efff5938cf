import type { ChangeRequest, DataOp } from '@tessera/model/data';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectAbsent, expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { invitationLink, seedInvitation } from '../harness/seed-invitation.ts';
import { DataGridPage } from '../pages/DataGridPage.ts';
import { InvitationPage } from '../pages/InvitationPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

// The read-only member joins through a seeded invitation (a database row), so this file runs the
// server on a fresh Postgres database.
const e2e = useE2E({ name: 'data-grid', postgres: true });

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

/** `projects` and `tasks`, a task belonging to a project (one-to-many), made as one change. */
const ops = [
  { op: 'createTable', tableId: 'projects', name: 'projects', position: { x: 0, y: 0 }, primaryKey: { columnId: 'projects_id', name: 'id', type: 'integer' } },
  { op: 'addColumn', tableId: 'projects', column: column('projects_name', 'name', 'text', true) },
  { op: 'createTable', tableId: 'tasks', name: 'tasks', position: { x: 320, y: 0 }, primaryKey: { columnId: 'tasks_id', name: 'id', type: 'integer' } },
  { op: 'addColumn', tableId: 'tasks', column: column('tasks_title', 'title', 'text', true) },
  { op: 'addColumn', tableId: 'tasks', column: column('tasks_points', 'points', 'integer') },
  { op: 'addColumn', tableId: 'tasks', column: column('tasks_done', 'done', 'boolean') },
  { op: 'addRelation', parentTableId: 'projects', childTableId: 'tasks', column: { id: 'tasks_project', name: 'project_id' }, required: false, onDelete: 'setNull' },
] as DataOp[];

/** A CSV whose fourth line (the third row) has a points value that is not a number. */
const CSV = ['title,points,done', 'Import one,21,true', 'Import two,34,false', 'Broken row,lots,false', 'Import three,55,true', ''].join('\n');

/** A workspace's project with the two tables, made through the data-model API. */
async function projectWithTables(email: string) {
  const { workspace } = await e2e.api.createActiveAccount(email);
  const api = await StudioApi.as(e2e.api, email, workspace);
  const projectId = await api.createProject('Data');
  const { tokenString } = await e2e.api.login(email);
  const headers = { authorization: `Bearer ${tokenString}`, domainname: workspace };
  const model = await e2e.api.get<{ version: number }>(`/api/projects/${projectId}/data/model`, headers);
  assert(model.status === 200, `GET data model gave HTTP ${model.status}: ${JSON.stringify(model.body)}`);
  const change: ChangeRequest = { baseVersion: model.body.version, ops };
  const applied = await e2e.api.post(`/api/projects/${projectId}/data/changes`, change, headers);
  assert(applied.status === 200 || applied.status === 201, `POST data changes gave HTTP ${applied.status}: ${JSON.stringify(applied.body)}`);
  return { workspace, projectId, headers };
}

/** A project with the two tables, open in the studio's data mode. */
async function openDataMode() {
  const email = uniqueEmail('grid');
  const { workspace, projectId } = await projectWithTables(email);
  const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
  await studio.goto(workspace, projectId, 'dataDiagramScheme');
  const grid = new DataGridPage(e2e.page);
  await grid.open();
  return { grid, studio, workspace, projectId };
}

describe('data grid', () => {
  test('add rows, edit a cell, keyboard, sort, filter, import a CSV with one bad row, reload, delete, export', async () => {
    const { grid } = await openDataMode();
    const page = grid.page;
    await grid.chooseTable('tasks');
    await expectVisible(grid.text('No rows yet'), 'the empty state of tasks');

    // Add three rows through the form; the required title is marked and checked.
    await grid.addRowButton.click();
    await expectVisible(grid.newRowDialog, 'the new-row form');
    await grid.newRowDialog.getByRole('button', { name: 'Add row', exact: true }).click();
    await expectVisible(grid.newRowDialog.getByText('Enter a value: this column is required.', { exact: true }), 'the required title refused empty');
    await e2e.snap('01-new-row-required');
    for (const [title, points] of [
      ['Write the spec', '3'],
      ['Review', '8'],
      ['Plan', '5'],
    ] as const) {
      if (!(await grid.newRowDialog.isVisible())) await grid.addRowButton.click();
      await grid.newRowField('title').fill(title);
      await grid.newRowField('points').fill(points);
      await grid.newRowDialog.getByRole('button', { name: 'Add row', exact: true }).click();
      await expectHidden(grid.newRowDialog, `the form closed after adding ${title}`);
      await expectVisible(grid.row(title), `the row ${title}`);
    }
    await expectVisible(grid.rowCount.getByText('3 rows', { exact: true }), 'the count of three rows');
    await e2e.snap('02-three-rows');

    // Edit a cell: double-click, a bad value is refused with the reason, a good one saved with Enter.
    await grid.cell('Review', 'points').dblclick();
    await expectVisible(grid.cellEditor, 'the cell editor');
    const editorBox = grid.cellEditor.getByRole('textbox');
    await editorBox.fill('many');
    await page.keyboard.press('Enter');
    await expectVisible(grid.cellEditor.getByText('Enter a whole number.', { exact: true }), 'a non-number refused');
    await editorBox.fill('13');
    await page.keyboard.press('Enter');
    await expectHidden(grid.cellEditor, 'the editor closed after Enter');
    await expectVisible(grid.cell('Review', 'points').getByText('13', { exact: true }), 'the saved value in the cell');

    // Keyboard: from the title cell, ArrowRight moves to points, Enter edits, Escape cancels.
    await grid.cell('Plan', 'title').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expectVisible(grid.cellEditor, 'the editor opened with Enter');
    await grid.cellEditor.getByRole('textbox').fill('999');
    await page.keyboard.press('Escape');
    await expectHidden(grid.cellEditor, 'the editor closed by Escape');
    await expectVisible(grid.cell('Plan', 'points').getByText('5', { exact: true }), 'the value unchanged after Escape');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('F2');
    await grid.cellEditor.getByRole('textbox').fill('Plan the work');
    await page.keyboard.press('Enter');
    await expectVisible(grid.row('Plan the work'), 'the title edited from the keyboard');

    // A yes/no value: set from the empty (NULL) state, then emptied again.
    await grid.cell('Review', 'done').dblclick();
    await grid.cellEditor.getByRole('checkbox').check();
    await grid.cellEditor.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(grid.cell('Review', 'done').getByText('true', { exact: true }), 'done set to true');
    await grid.cell('Review', 'done').dblclick();
    await grid.cellEditor.getByRole('button', { name: 'Set to NULL', exact: true }).click();
    await e2e.snap('02b-boolean-set-null');
    await grid.cellEditor.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(grid.cell('Review', 'done').getByText('NULL', { exact: true }), 'done back to NULL');

    // Sort by points: ascending, then descending.
    await grid.sortButton('points').click();
    await grid.expectColumn('title', ['Write the spec', 'Plan the work', 'Review'], 'sorted by points ascending');
    await grid.sortButton('points').click();
    await grid.expectColumn('title', ['Review', 'Plan the work', 'Write the spec'], 'sorted by points descending');
    await e2e.snap('03-sorted-desc');

    // Filter: points at least 5, then titles matching *re*, AND-ed.
    await grid.filtersButton.click();
    await expectVisible(grid.filterDialog, 'the filter builder');
    const filterRow = grid.filterDialog.getByTestId('grid-filter').first();
    await filterRow.getByRole('combobox').first().click();
    await page.getByRole('option', { name: 'points', exact: true }).click();
    await filterRow.getByRole('combobox').nth(1).click();
    await page.getByRole('option', { name: 'greater than or equal', exact: true }).click();
    await filterRow.getByRole('textbox').fill('5');
    await grid.filterDialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await grid.expectColumn('title', ['Review', 'Plan the work'], 'points ≥ 5');
    await expectVisible(page.getByRole('button', { name: 'Filters (1)', exact: true }), 'the filter count on the button');
    await grid.filtersButton.click();
    await grid.filterDialog.getByRole('button', { name: 'Add filter', exact: true }).click();
    const second = grid.filterDialog.getByTestId('grid-filter').nth(1);
    await second.getByRole('combobox').first().click();
    await page.getByRole('option', { name: 'title', exact: true }).click();
    await second.getByRole('combobox').nth(1).click();
    await page.getByRole('option', { name: 'matches', exact: true }).click();
    await second.getByRole('textbox').fill('*view*');
    await grid.filterDialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await grid.expectColumn('title', ['Review'], 'points ≥ 5 and title matching *view*');
    await e2e.snap('04-filtered');
    await grid.filtersButton.click();
    await second.getByRole('textbox').fill('*nothing like it*');
    await grid.filterDialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await expectVisible(grid.text('No rows match these filters'), 'the empty state of a filter');
    await grid.filtersButton.click();
    await grid.filterDialog.getByRole('button', { name: 'Clear all', exact: true }).click();
    await grid.expectColumn('title', ['Review', 'Plan the work', 'Write the spec'], 'every row again, still sorted');

    // Import a CSV with one bad row all or nothing (the default): it fails and nothing goes in.
    await grid.importButton.click();
    await expectVisible(grid.importDialog, 'the import dialog');
    await grid.importDialog.locator('input[type=file]').setInputFiles({ name: 'tasks.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await grid.importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expectVisible(grid.importDialog.getByText('Import failed', { exact: true }), 'the all-or-nothing import failed', 30_000);
    await expectVisible(grid.importDialog.getByText('No rows imported, 1 rejected', { exact: true }), 'its counts say nothing was imported');
    await e2e.snap('05-import-all-or-nothing');

    // The same file again, skipping bad rows: the good rows go in, the bad one is listed by line.
    await grid.importDialog.getByRole('button', { name: 'Import another file', exact: true }).click();
    await grid.importDialog.locator('input[type=file]').setInputFiles({ name: 'tasks.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await grid.importDialog.getByRole('radio', { name: /Skip bad rows/ }).click();
    await grid.importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expectVisible(grid.importDialog.getByText('Import finished', { exact: true }), 'the import finished', 30_000);
    await expectVisible(grid.importDialog.getByText('3 rows imported, 1 rejected', { exact: true }), 'the counts of the import');
    const errors = grid.importDialog.getByTestId('import-errors');
    await expectVisible(errors.getByText('Line 4', { exact: true }), 'the bad row listed with its line');
    await expectVisible(errors.getByText('column points: "lots" is not a whole number', { exact: true }), 'its reason, without the line again');
    const [errorsFile] = await Promise.all([page.waitForEvent('download'), grid.importDialog.getByRole('button', { name: 'Download errors', exact: true }).click()]);
    const errorsCsv = await readFile((await errorsFile.path())!, 'utf8');
    assert(errorsCsv.includes('4') && errorsCsv.includes('lots'), `the errors download names line 4 and its value: ${errorsCsv}`);
    await e2e.snap('06-import-errors');
    await grid.importDialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expectVisible(grid.row('Import three'), 'an imported row in the grid without a reload');
    await expectVisible(grid.rowCount.getByText('6 rows', { exact: true }), 'six rows after the import');

    // Reload: the table, the edits and the imported rows are all there.
    await page.reload();
    await grid.open();
    await expectVisible(grid.tablePicker.getByText('tasks', { exact: true }), 'tasks still chosen after a reload');
    await expectVisible(grid.row('Import one'), 'an imported row after a reload');
    await expectVisible(grid.cell('Review', 'points').getByText('13', { exact: true }), 'the edited cell after a reload');
    await expectVisible(grid.rowCount.getByText('6 rows', { exact: true }), 'six rows after a reload');
    await e2e.snap('07-after-reload');

    // Delete one selected row after confirming.
    await grid.row('Import two').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete (1)', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expectVisible(confirm, 'the delete confirmation');
    const typed = confirm.getByRole('textbox');
    if (await typed.count()) await typed.fill('tasks');
    await confirm.getByRole('button', { name: /^(Yes|Delete)$/ }).click();
    await expectHidden(grid.row('Import two'), 'the deleted row');
    await expectVisible(grid.rowCount.getByText('5 rows', { exact: true }), 'five rows after the delete');

    // Export: a CSV download of what the grid shows, in the grid's order (points descending).
    const sortedTitles = ['Import three', 'Import one', 'Review', 'Plan the work', 'Write the spec'];
    await grid.sortButton('points').click();
    await grid.sortButton('points').click();
    await grid.expectColumn('title', sortedTitles, 'sorted by points descending before the export');
    const [download] = await Promise.all([page.waitForEvent('download'), grid.exportButton.click()]);
    assert(download.suggestedFilename() === 'tasks.csv', `the export is named ${download.suggestedFilename()}`);
    const exported = await readFile((await download.path())!, 'utf8');
    const [header = '', ...lines] = exported.split('\r\n').filter(Boolean);
    assert(/^.*title.*points.*$/.test(header), `the export starts with the header: ${exported.slice(0, 200)}`);
    const titleAt = header.split(',').indexOf('title');
    const exportedTitles = lines.map((line) => line.split(',')[titleAt]);
    assert(JSON.stringify(exportedTitles) === JSON.stringify(sortedTitles), `the export holds the rows shown in the grid's order: ${exported}`);
  });

  test('a member without a Developer seat browses, sorts and exports, with no way to change rows', async () => {
    const owner = uniqueEmail('grid-owner');
    const endUser = uniqueEmail('grid-reader');
    const { workspace, projectId, headers } = await projectWithTables(owner);
    const inserted = await e2e.api.post(`/api/data/${projectId}/draft/tasks`, [{ title: 'Seeded one', points: 2 }, { title: 'Seeded two', points: 1 }], headers);
    assert(inserted.status === 201, `the owner's insert gave HTTP ${inserted.status}: ${JSON.stringify(inserted.body)}`);
    await e2e.api.createActiveAccount(endUser);
    const token = await seedInvitation(e2e.db!, { workspace, email: endUser, invitedBy: owner });
    const page = e2e.page;
    const invitation = await new InvitationPage(page).open(invitationLink(e2e.baseUrl, { accepted: 1, email: endUser, workspace, token }));
    await expectVisible(invitation.workspaceJoined, "'Workspace joined'");
    const login = await new LoginPage(page).goto();
    await login.signIn(endUser, PASSWORD);
    await expectPath(page, (pathname) => pathname !== '/login');

    await new StudioPage(page).goto(workspace, projectId, 'dataDiagramScheme');
    const grid = new DataGridPage(page);
    await grid.open();
    await grid.chooseTable('tasks');
    await expectVisible(grid.row('Seeded two'), "the owner's rows");
    await expectVisible(grid.rowCount.getByText('2 rows', { exact: true }), 'the count');
    await grid.sortButton('points').click();
    await grid.expectColumn('title', ['Seeded two', 'Seeded one'], 'sorted by points');
    for (const [control, what] of [
      [grid.addRowButton, 'Add row'],
      [grid.importButton, 'Import'],
      [grid.grid.getByRole('checkbox'), 'row selection'],
    ] as const) {
      await expectAbsent(control, `${what} for a read-only member`);
    }
    await grid.cell('Seeded one', 'title').dblclick();
    await grid.cell('Seeded one', 'title').press('Enter');
    await expectAbsent(grid.cellEditor, 'a cell editor for a read-only member');
    await expectVisible(grid.exportButton, 'Export CSV for a read-only member');
    await e2e.snap('08-read-only');
  });
});
