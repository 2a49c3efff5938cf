import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectAbsent, expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { invitationLink, seedInvitation } from '../harness/seed-invitation.ts';
import { DataDiagramPage, DataModelApi } from '../pages/DataDiagramPage.ts';
import { InvitationPage } from '../pages/InvitationPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

// Rows are put into the draft schema with SQL (the grid is another mode's), so this file runs on Postgres.
const e2e = useE2E({ name: 'data-diagram', postgres: true });

/** The draft schema of a project (`app_<id without dashes>_draft`, as the server names it). */
const draftSchema = (projectId: string) => `app_${projectId.replaceAll('-', '')}_draft`;

/** Polls until `read` gives `expected` (compared as JSON). */
async function expectEventually<T>(read: () => Promise<T>, expected: T, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let seen: T | undefined;
  while (Date.now() < deadline) {
    seen = await read();
    if (JSON.stringify(seen) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(seen)}`);
}

describe('data diagram', () => {
  test('draw projects and tasks with a relation, move a table, reload; a column holding values is deleted after its count is shown', async () => {
    const email = uniqueEmail('diagram');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const studioApi = await StudioApi.as(e2e.api, email, workspace);
    const dataApi = await DataModelApi.as(e2e.api, email, workspace);
    const projectId = await studioApi.createProject('Tracker');
    const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
    const page = studio.page;
    const diagram = new DataDiagramPage(page);

    await studio.chooseMode('Data diagram');
    await expectPath(page, /[?&]mode=dataDiagramScheme(&|$)/);
    await expectVisible(page.getByRole('tab', { name: 'Diagram', exact: true }), 'the Diagram tab');
    await expectVisible(diagram.emptyState, "'No tables yet'");
    await e2e.snap('01-empty');

    // Two tables with their columns.
    await diagram.addTable('projects');
    await expectHidden(diagram.emptyState, "'No tables yet' after the first table");
    await diagram.addColumn('projects', 'name', 'Text', true);
    await diagram.addTable('tasks', 'Integer, counting up');
    await diagram.addColumn('tasks', 'title', 'Text');
    await diagram.addColumn('tasks', 'due', 'Date');
    await expectVisible(diagram.column('tasks', 'due').getByText('Date', { exact: true }), 'the type of tasks.due');

    // One-to-many: each project has many tasks; tasks gets the column.
    await diagram.drawRelation('projects', 'tasks');
    await expectVisible(diagram.relationDialog.getByText('Each projects row has many tasks rows.', { exact: true }), 'the relation sentence');
    await diagram.relationDialog.getByLabel('Column on tasks', { exact: true }).fill('project_id');
    await diagram.relationDialog.getByRole('checkbox', { name: 'Every tasks row needs a projects row', exact: true }).check();
    await e2e.snap('02-relation-dialog');
    await diagram.relationDialog.getByRole('button', { name: 'Add relation', exact: true }).click();
    await expectHidden(diagram.relationDialog, 'the relation dialog after Add relation');
    await expectVisible(diagram.column('tasks', 'project_id').getByText('→ projects', { exact: true }), 'tasks.project_id pointing at projects');
    await expectVisible(diagram.edges.first(), 'the relation line');
    await diagram.expectSaved();

    // Move tasks; undo and redo the move.
    const before = (await dataApi.table(projectId, 'tasks')).position;
    await diagram.moveTable('tasks', 180, 120);
    await diagram.expectSaved();
    const moved = (await dataApi.table(projectId, 'tasks')).position;
    assert(Math.abs(moved.x - before.x) > 50 && Math.abs(moved.y - before.y) > 30, `tasks should have moved from ${JSON.stringify(before)}, is at ${JSON.stringify(moved)}`);
    await page.keyboard.press('Control+z');
    await expectEventually(async () => (await dataApi.table(projectId, 'tasks')).position, before, 'tasks back after Ctrl+Z');
    await page.keyboard.press('Control+Shift+z');
    await expectEventually(async () => (await dataApi.table(projectId, 'tasks')).position, moved, 'tasks moved again after Ctrl+Shift+Z');
    await diagram.expectSaved();
    await e2e.snap('03-drawn');

    // Everything is stored: after a reload the mode, tables, columns, relation and position are back.
    await page.reload();
    await expectVisible(diagram.table('tasks'), 'tasks after a reload');
    await expectVisible(diagram.column('projects', 'name'), 'projects.name after a reload');
    await expectVisible(diagram.column('tasks', 'project_id').getByText('→ projects', { exact: true }), 'the relation after a reload');
    await expectVisible(diagram.edges.first(), 'the relation line after a reload');
    const stored = await dataApi.table(projectId, 'tasks');
    assert(JSON.stringify(stored.position) === JSON.stringify(moved), `the stored position ${JSON.stringify(stored.position)} should be ${JSON.stringify(moved)}`);
    assert(
      JSON.stringify(stored.columns.map((column) => [column.name, column.type, column.required])) ===
        JSON.stringify([
          ['id', 'integer', true],
          ['title', 'text', false],
          ['due', 'date', false],
          ['project_id', 'uuid', true],
        ]),
      `tasks' stored columns: ${JSON.stringify(stored.columns)}`,
    );

    // Rows with titles, then delete tasks.title: the dialog says how many rows lose a value.
    const client = await e2e.db!.connect();
    try {
      const schema = draftSchema(projectId);
      const project = await client.query<{ id: string }>(`INSERT INTO "${schema}"."projects" (name) VALUES ('Launch') RETURNING id`);
      await client.query(`INSERT INTO "${schema}"."tasks" (title, project_id) VALUES ('Plan', $1), ('Build', $1), ('Ship', $1), (NULL, $1)`, [project.rows[0]!.id]);
    } finally {
      await client.end();
    }
    await diagram.column('tasks', 'title').click();
    await expectVisible(diagram.details.getByRole('heading', { name: 'Column tasks.title', exact: true }), 'the details of tasks.title');
    await page.keyboard.press('Delete');
    await expectVisible(diagram.previewDialog, 'the change preview');
    await expectVisible(diagram.previewDialog.getByText('Rows whose values will be lost: 3', { exact: true }), 'the rows at stake');
    await expectVisible(diagram.previewDialog.getByText('Loses data', { exact: true }), "the step's class");
    await studio.settled(diagram.previewDialog);
    await e2e.snap('04-delete-preview');
    await diagram.previewDialog.getByRole('button', { name: 'Delete the values and apply', exact: true }).click();
    await expectHidden(diagram.previewDialog, 'the preview after confirming');
    await diagram.expectSaved();
    await expectAbsent(diagram.column('tasks', 'title'), 'tasks.title after the delete');
    assert(!(await dataApi.table(projectId, 'tasks')).columns.some((column) => column.name === 'title'), 'tasks.title is still stored');
    // Its values are gone: undo is not offered.
    assert(await diagram.undoButton.isDisabled(), 'undo should be off after a delete that lost values');
    await e2e.snap('05-deleted');
  });

  test('many-to-many makes a join table; access rules show as a badge; undoing a delete asks, then brings the structure back', async () => {
    const email = uniqueEmail('diagram-join');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const studioApi = await StudioApi.as(e2e.api, email, workspace);
    const dataApi = await DataModelApi.as(e2e.api, email, workspace);
    const projectId = await studioApi.createProject('Boards');
    const table = (id: string, x: number) => ({ op: 'createTable', tableId: id, name: id, position: { x, y: 0 }, primaryKey: { columnId: `${id}_key`, name: 'id', type: 'uuid' } });
    await dataApi.change(projectId, [table('projects', 0), table('tags', 400)]);
    const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
    await studio.goto(workspace, projectId, 'dataDiagramScheme');
    const page = studio.page;
    const diagram = new DataDiagramPage(page);

    // Many-to-many: the join table with a line to each side.
    await diagram.drawRelation('projects', 'tags');
    await diagram.relationDialog.getByRole('radio', { name: 'Many-to-many', exact: true }).check();
    await expectVisible(diagram.relationDialog.getByText(/Creates the join table projects_tags/), 'the join table named in the dialog');
    await diagram.relationDialog.getByRole('button', { name: 'Add relation', exact: true }).click();
    await expectVisible(diagram.table('projects_tags').getByText('Join table', { exact: true }), 'the join table box');
    await expectVisible(diagram.column('projects_tags', 'tags_id').getByText('→ tags', { exact: true }), 'projects_tags.tags_id pointing at tags');
    await diagram.expectSaved();
    assert((await diagram.edges.count()) === 2, `a join table draws two lines, the diagram has ${await diagram.edges.count()}`);

    // Open reading to anyone: the badge says so, the rule is stored.
    await diagram.selectTable('projects');
    const read = diagram.details.getByTestId('access-read');
    await read.getByRole('combobox', { name: 'Who', exact: true }).click();
    await page.getByRole('option', { name: 'Anyone, signed in or not', exact: true }).click();
    await diagram.details.getByRole('button', { name: 'Save rules', exact: true }).click();
    await diagram.expectSaved();
    await expectVisible(diagram.table('projects').getByRole('img', { name: 'Access: Open to app users: Read', exact: true }), "projects' access badge");
    await expectVisible(diagram.table('tags').getByRole('img', { name: 'Access: Closed to app users', exact: true }), "tags' access badge");
    assert((await dataApi.table(projectId, 'projects')).access.read.who === 'anyone', 'the read rule of projects is stored');
    await e2e.snap('06-join-and-access');

    // Delete the join table (nothing at stake), then undo: asked first, the structure comes back.
    await diagram.selectTable('projects_tags');
    await diagram.details.getByRole('button', { name: 'Delete table', exact: true }).click();
    await expectVisible(diagram.previewDialog.getByTestId('change-step').getByText(/projects_tags/).first(), 'the step dropping projects_tags');
    await diagram.previewDialog.getByRole('button', { name: 'Apply change', exact: true }).click();
    await diagram.expectSaved();
    await expectAbsent(diagram.table('projects_tags'), 'the join table after the delete');
    await diagram.undoButton.click();
    const undoDialog = page.getByRole('alertdialog', { name: 'Undo the delete?' });
    await expectVisible(undoDialog, 'the question before undoing a delete');
    await e2e.snap('07-undo-delete');
    await undoDialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expectVisible(diagram.table('projects_tags').getByText('Join table', { exact: true }), 'the join table back');
    await diagram.expectSaved();
    const back = await dataApi.table(projectId, 'projects_tags');
    assert(back.joinFor !== null && back.columns.length === 3, `the join table comes back as one: ${JSON.stringify(back)}`);
    // Redo deletes it again, through the same preview.
    await page.keyboard.press('Control+Shift+z');
    await expectVisible(diagram.previewDialog, 'the preview of the redone delete');
    await page.keyboard.press('Escape');
    await expectHidden(diagram.previewDialog, 'the preview after Escape');
    await expectVisible(diagram.table('projects_tags'), 'the join table kept after cancelling the redo');
  });

  test('a member without a Developer seat sees the diagram but cannot change it', async () => {
    const owner = uniqueEmail('diagram-owner');
    const member = uniqueEmail('diagram-member');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    await e2e.api.createActiveAccount(member);
    const dataApi = await DataModelApi.as(e2e.api, owner, workspace);
    const projectId = await (await StudioApi.as(e2e.api, owner, workspace)).createProject('Shared');
    await dataApi.change(projectId, [{ op: 'createTable', tableId: 'notes', name: 'notes', position: { x: 0, y: 0 }, primaryKey: { columnId: 'notes_key', name: 'id', type: 'uuid' } }]);

    // The member joins with an End User seat.
    const token = await seedInvitation(e2e.db!, { workspace, email: member, invitedBy: owner });
    const page = e2e.page;
    const invitation = await new InvitationPage(page).open(invitationLink(e2e.baseUrl, { accepted: 1, email: member, workspace, token }));
    await expectVisible(invitation.workspaceJoined, "'Workspace joined'");
    await (await new LoginPage(page).goto()).signIn(member, PASSWORD);
    await expectPath(page, (pathname) => pathname !== '/login');
    const studio = await new StudioPage(page).goto(workspace, projectId, 'dataDiagramScheme');
    const diagram = new DataDiagramPage(page);

    await expectVisible(diagram.table('notes'), 'the notes box for a member without a Developer seat');
    await expectVisible(page.getByTestId('developer-seat-notice'), 'the read-only notice');
    await expectAbsent(diagram.addTableButton, "'Add table'");
    await expectAbsent(diagram.table('notes').locator('.react-flow__handle[data-handleid="connect"]'), 'the dot to draw a relation');
    await diagram.selectTable('notes');
    await expectAbsent(diagram.details.getByRole('button', { name: 'Delete table', exact: true }), "'Delete table'");
    assert(await diagram.details.getByRole('combobox', { name: 'Owner column (holds the user id)', exact: true }).isDisabled(), 'the access rules are read-only');
    await page.keyboard.press('Delete');
    await expectAbsent(diagram.previewDialog, 'a change preview after Delete');
    await expectVisible(diagram.table('notes'), 'notes still there after Delete');
    await studio.settled(diagram.details);
    await e2e.snap('08-read-only');
  });
});
