import { isDeepStrictEqual } from 'node:util';
import type { DataOp } from '@tessera/model/data';
import type { Locator } from 'playwright-core';
import { describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectHidden, expectVisible } from '../harness/expect.ts';
import { DataModelApi } from '../pages/DataDiagramPage.ts';
import { StudioApi, StudioPage, storedNodes, type StoredNode } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'studio-data-source' });

const column = (id: string, name: string, type: string) => ({
  id,
  name,
  type,
  required: false,
  unique: false,
  defaultValue: null,
  enumValues: [],
  references: null,
});

/** A `tasks` table with a title and a done flag. */
const tasksTable = [
  { op: 'createTable', tableId: 'tasks', name: 'tasks', position: { x: 0, y: 0 }, primaryKey: { columnId: 'tasks_id', name: 'id', type: 'integer' } },
  { op: 'addColumn', tableId: 'tasks', column: column('tasks_title', 'title', 'text') },
  { op: 'addColumn', tableId: 'tasks', column: column('tasks_done', 'done', 'boolean') },
] as DataOp[];

const node = (id: string, type: string, props: Record<string, unknown>, children: unknown[] = []) => ({ id, type, props, style: {}, bindings: {}, events: {}, children });

/** Picks `option` in the select labelled `label` inside `scope` (Radix: the options open in a portal). */
async function choose(studio: StudioPage, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await studio.page.getByRole('option', { name: option, exact: true }).click();
}

type BoundNode = StoredNode & { bindings?: Record<string, string> };

describe('design studio: a data repeater bound to a table, and screen variables', () => {
  test('table, filter and order of a repeater; a screen variable; a binding checked against it and the run settings; kept across a reload', async () => {
    const email = uniqueEmail('datasource');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    const projectId = await api.createProject('Tasks');
    await (await DataModelApi.as(e2e.api, email, workspace)).change(projectId, tasksTable);
    await api.saveAppSettings(projectId, { startScreenId: null, previewDeviceId: null, variables: [{ name: 'cartCount', type: 'number', initial: 0 }], environment: [{ name: 'API_BASE', value: 'https://example.test' }] });
    const created = await api.createScreen(projectId, 'Home');
    assert(created.status === 201, `creating the screen gave HTTP ${created.status}`);
    const rootId = created.body.root.id;
    const seeded = await api.saveScreen(projectId, created.body.id, created.body.version, {
      ...created.body.root,
      children: [
        node('heading', 'label', { text: 'Static heading' }),
        node('list', 'dataRepeater', {}, [node('taskTitle', 'label', { text: 'A task' })]),
        // Saved before queries had names: it publishes its rows as queries.tasks.
        node('doneList', 'dataRepeater', { dataSource: 'tasks' }, [node('doneTitle', 'label', { text: 'A done task' })]),
      ],
    });
    assert(seeded === 200, `seeding the screen gave HTTP ${seeded}`);

    const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
    const page = studio.page;
    const panel = studio.propertiesPanel;
    await studio.expectOpenScreen('Home');

    // The screen's variables, on its root: a bad name and a value that does not fit are refused.
    await studio.layer(rootId).click();
    await studio.expectSelected(rootId, 'the root');
    const variables = panel.getByTestId('screen-variables');
    await expectVisible(variables.getByText('No screen variable yet.', { exact: false }), 'the empty variables list');
    await variables.getByTestId('screen-variables-add').click();
    await panel.getByTestId('screen-variable-name-0').fill('1st');
    await expectVisible(variables.getByText('Use letters, digits and _, starting with a letter or _ (at most 60).', { exact: true }), 'the bad name');
    await panel.getByTestId('screen-variable-name-0').fill('search');
    await panel.getByTestId('screen-variable-initial-0').fill('tea');
    await variables.getByTestId('screen-variables-add').click();
    await panel.getByTestId('screen-variable-name-1').fill('search');
    await expectVisible(variables.getByText('Another variable of this screen has this name.', { exact: true }).first(), 'the duplicate name');
    await panel.getByTestId('screen-variable-name-1').fill('limit');
    await choose(studio, panel.getByTestId('screen-variable-type-1'), 'Type', 'Number');
    await panel.getByTestId('screen-variable-initial-1').fill('many');
    await expectVisible(variables.getByText('Enter a number.', { exact: true }), 'the starting value that is not a number');
    await panel.getByTestId('screen-variable-initial-1').fill('5');
    await expectHidden(variables.getByRole('alert'), 'no problem left');
    await studio.expectSaveState('unsaved');
    await e2e.snap('01-screen-variables');

    // The repeater: its table from the data model, a filter whose value is checked as it is typed, two sort keys reordered.
    await studio.layer('list').click();
    await studio.expectSelected('list', 'the repeater');
    const query = panel.getByTestId('data-query');
    await expectVisible(query.getByText('Choose a table first.', { exact: true }), 'the hint before a table is chosen');
    await choose(studio, query, 'Data source', 'tasks');
    // Its query is named after its table once the table is chosen, numbered as the other repeater publishes
    // queries.tasks; a name another repeater has is refused; bindings read it under the name given.
    const queryName = query.getByTestId('prop-queryName');
    await expectVisible(queryName, 'the query name');
    assert((await queryName.inputValue()) === 'tasks2', `the query's first name: ${await queryName.inputValue()}`);
    await queryName.fill('tasks');
    await expectVisible(query.getByText('Another repeater or table of this screen has this query name: their rows would overwrite each other.', { exact: true }), 'a query name taken');
    await queryName.fill('matching');
    await expectVisible(query.getByText('Bindings read this query as queries.matching.', { exact: true }), 'the name bindings read');
    await query.getByTestId('data-filters-add').click();
    const filter = query.getByTestId('data-filters-row-0');
    await choose(studio, filter, 'Column', 'title');
    await choose(studio, filter, 'Operator', 'matches (any case)');
    const value = panel.getByTestId('data-filters-value-0');
    await value.pressSequentially('screen.serch', { delay: 10 });
    await expectVisible(filter.getByText('There is no “serch” here.', { exact: true }), 'the unknown screen variable in the filter');
    await value.fill('"%" + screen.search + "%"');
    await expectHidden(filter.getByRole('alert'), 'the filter checks out');
    await query.getByTestId('data-order-add').click();
    await query.getByTestId('data-order-add').click();
    await choose(studio, query.getByTestId('data-order-row-0'), 'Column', 'done');
    await choose(studio, query.getByTestId('data-order-row-1'), 'Column', 'title');
    await choose(studio, query.getByTestId('data-order-row-1'), 'Direction', 'Descending');
    // From the keyboard: the second key moves up.
    await query.getByRole('button', { name: 'Move entry 2 up', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expectVisible(query.getByTestId('data-order-column-0').and(page.locator('[data-value="title"]')), 'title sorted first');
    // The move was one step: undo puts done first again, redo moves title back up.
    await studio.undoButton.click();
    await expectVisible(query.getByTestId('data-order-column-0').and(page.locator('[data-value="done"]')), 'done first after undo');
    await studio.redoButton.click();
    await expectVisible(query.getByTestId('data-order-column-0').and(page.locator('[data-value="title"]')), 'title first after redo');
    await e2e.snap('02-repeater-query');

    // A label bound to the screen variable: unknown names of the screen, the app and env are errors as the builder types.
    await studio.layer('heading').click();
    await studio.expectSelected('heading', 'the heading');
    await panel.getByRole('button', { name: 'Bind Text to an expression', exact: true }).click();
    const box = panel.getByRole('textbox', { name: 'Text (expression)', exact: true });
    await box.pressSequentially('screen.serch', { delay: 10 });
    await expectVisible(panel.getByText('There is no “serch” here.', { exact: true }), 'the unknown screen variable');
    await box.fill('app.cartCont');
    await expectVisible(panel.getByText('There is no “cartCont” here.', { exact: true }), 'the unknown app variable');
    await box.fill('env.API_BAS');
    await expectVisible(panel.getByText('There is no “API_BAS” here.', { exact: true }), 'the unknown environment value');
    await box.fill('queries.tasks2.count');
    await expectVisible(panel.getByText('There is no “tasks2” here.', { exact: true }), 'the query under the name it was given first');
    await box.fill('string(queries.tasks.count)');
    await expectVisible(panel.getByText('Type: string', { exact: true }), 'the older repeater’s query under its table’s name');
    await box.fill('string(queries.matching.count)');
    await expectVisible(panel.getByText('Type: string', { exact: true }), 'the query under its own name');
    await box.fill('screen.search + screen.limit');
    await expectVisible(panel.getByText('The types do not fit at “+”.', { exact: true }), 'text plus a number');
    await e2e.snap('03-binding-type-error');
    await box.fill('"Tasks with " + screen.search + " (" + string(app.cartCount) + ")"');
    await expectVisible(panel.getByText('Type: string', { exact: true }), 'the inferred type');

    await studio.saveButton.click();
    await studio.expectSaveState('saved');
    const stored = (await api.screen(projectId, created.body.id)).root;
    const byId = new Map(storedNodes(stored).map((each) => [each.id, each as BoundNode]));
    assert(isDeepStrictEqual(stored.props.variables, [{ name: 'search', type: 'text', initial: 'tea' }, { name: 'limit', type: 'number', initial: 5 }]), `stored variables ${JSON.stringify(stored.props.variables)}`);
    const list = byId.get('list')!;
    assert(list.props.dataSource === 'tasks' && list.props.queryName === 'matching', `stored table and query name ${JSON.stringify([list.props.dataSource, list.props.queryName])}`);
    assert(isDeepStrictEqual(list.props.filters, [{ column: 'title', operator: 'ilike', value: '"%" + screen.search + "%"' }]), `stored filters ${JSON.stringify(list.props.filters)}`);
    assert(isDeepStrictEqual(list.props.order, [{ column: 'title', direction: 'desc' }, { column: 'done', direction: 'asc' }]), `stored order ${JSON.stringify(list.props.order)}`);
    assert(byId.get('heading')!.bindings?.text === '"Tasks with " + screen.search + " (" + string(app.cartCount) + ")"', `stored binding ${JSON.stringify(byId.get('heading')!.bindings)}`);

    // After a reload everything shows again as it was stored.
    await page.reload();
    await studio.expectOpenScreen('Home');
    await studio.layer('list').click();
    await studio.expectSelected('list', 'the repeater after a reload');
    await expectVisible(panel.getByTestId('data-source-table').and(page.locator('[data-value="tasks"]')), 'the chosen table');
    await expectVisible(panel.getByTestId('data-filters-column-0').and(page.locator('[data-value="title"]')), 'the filter column');
    assert((await panel.getByTestId('data-filters-value-0').inputValue()) === '"%" + screen.search + "%"', 'the filter value');
    await expectVisible(panel.getByTestId('data-order-direction-0').and(page.locator('[data-value="desc"]')), 'the first sort key');
    await studio.layer(rootId).click();
    assert((await panel.getByTestId('screen-variable-name-1').inputValue()) === 'limit', 'the second variable');
    assert((await panel.getByTestId('screen-variable-initial-1').inputValue()) === '5', 'its starting value');
    await e2e.snap('04-after-reload');

    // A variable added on the run settings page is known to the binding box as soon as it is saved.
    await studio.chooseMode('Run settings');
    const settingsMode = page.getByTestId('studio-mode-runSettings');
    await settingsMode.getByRole('button', { name: 'Add variable' }).click();
    const added = settingsMode.getByTestId('app-variable-row').nth(1);
    await added.getByRole('textbox', { name: 'Name' }).fill('pageTitle');
    await added.getByRole('textbox', { name: 'Starting value' }).fill('Tasks');
    await settingsMode.getByRole('button', { name: 'Save run settings' }).click();
    await expectVisible(page.getByText('Run settings saved.'), 'the saved toast');
    await studio.chooseMode('Design');
    await studio.expectOpenScreen('Home');
    await studio.layer('heading').click();
    await studio.expectSelected('heading', 'the heading in design mode again');
    const bound = panel.getByRole('textbox', { name: 'Text (expression)', exact: true });
    await bound.fill('app.pageTitle');
    await expectVisible(panel.getByText('Type: string', { exact: true }), 'the new app variable typed');
    await bound.fill('app.pageTitel');
    await expectVisible(panel.getByText('There is no “pageTitel” here.', { exact: true }), 'a misspelt app variable');
  });
});
