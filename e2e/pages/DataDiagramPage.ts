import type { Locator } from 'playwright-core';
import type { ApiClient } from '../harness/api-client.ts';
import { assert, expectVisible } from '../harness/expect.ts';
import { BasePage } from './BasePage.ts';

/** A table of the draft data model, as GET …/data/model answers it (as far as the tests read it). */
export interface StoredTable {
  id: string;
  name: string;
  joinFor: [string, string] | null;
  access: { read: { who: string }; insert: { who: string }; update: { who: string }; delete: { who: string } };
  position: { x: number; y: number };
  columns: { id: string; name: string; type: string; required: boolean; references: { tableId: string; onDelete: string } | null }[];
}

/**
 * The studio's Data diagram mode (`?mode=dataDiagramScheme`): its toolbar, the diagram with a
 * box per table (`diagram-table-<name>`, rows `diagram-column-<table>-<column>`), the details
 * panel of the selection, and the dialogs (add table, add column, relation, change preview).
 */
export class DataDiagramPage extends BasePage {
  readonly mode = this.page.getByTestId('studio-mode-dataDiagramScheme');
  readonly toolbar = this.page.getByRole('toolbar', { name: 'Diagram tools' });
  readonly addTableButton = this.toolbar.getByRole('button', { name: 'Add table', exact: true });
  readonly undoButton = this.toolbar.getByRole('button', { name: 'Undo', exact: true });
  readonly redoButton = this.toolbar.getByRole('button', { name: 'Redo', exact: true });
  readonly saveState = this.page.getByTestId('diagram-save-state');
  readonly canvas = this.page.getByTestId('data-diagram-canvas');
  readonly details = this.page.getByTestId('diagram-details');
  readonly emptyState = this.mode.getByText('No tables yet', { exact: true });
  readonly addTableDialog = this.page.getByRole('dialog', { name: 'Add table' });
  readonly relationDialog = this.page.getByRole('dialog', { name: 'Add relation' });
  readonly previewDialog = this.page.getByRole('dialog', { name: 'Confirm this change' });
  readonly edges = this.canvas.locator('.react-flow__edge');

  table(name: string): Locator {
    return this.page.getByTestId(`diagram-table-${name}`);
  }

  column(table: string, column: string): Locator {
    return this.page.getByTestId(`diagram-column-${table}-${column}`);
  }

  /** Waits until every change was answered and the toolbar says Saved. */
  async expectSaved(): Promise<void> {
    const deadline = Date.now() + 10_000;
    let state = '';
    while (Date.now() < deadline) {
      state = (await this.saveState.getAttribute('data-state')) ?? '';
      if (state === 'saved') return;
      await this.page.waitForTimeout(50);
    }
    throw new Error(`the diagram's save state stayed "${state}", not "saved"`);
  }

  /** Add table → name and key type → the new table's box. */
  async addTable(name: string, key: 'UUID, random' | 'Integer, counting up' = 'UUID, random'): Promise<void> {
    await this.addTableButton.click();
    await this.addTableDialog.getByLabel('Name', { exact: true }).fill(name);
    await this.addTableDialog.getByRole('radio', { name: key, exact: true }).check();
    await this.addTableDialog.getByRole('button', { name: 'Add table', exact: true }).click();
    await expectVisible(this.table(name), `the box of table ${name}`);
    await this.expectSaved();
  }

  /** Selects a table by its box's header. */
  async selectTable(name: string): Promise<void> {
    await this.table(name).locator('span').first().click();
    await expectVisible(this.details.getByRole('heading', { name: `Table ${name}`, exact: true }), `the details of ${name}`);
  }

  /** From the selected table's details: Add column with a name, a type and whether it is required. */
  async addColumn(table: string, name: string, type: string, required = false): Promise<void> {
    await this.selectTable(table);
    await this.details.getByRole('button', { name: 'Add column', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Add a column to ${table}` });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    if (type !== 'Text') {
      await dialog.getByRole('combobox', { name: 'Type', exact: true }).click();
      await this.page.getByRole('option', { name: type, exact: true }).click();
    }
    if (required) await dialog.getByRole('checkbox', { name: 'Required', exact: true }).check();
    await dialog.getByRole('button', { name: 'Add column', exact: true }).click();
    await expectVisible(this.column(table, name), `the row of ${table}.${name}`);
    await this.expectSaved();
  }

  /** Drags a line from the dot of `from`'s box onto the header of `to`'s box, with real mouse moves. */
  async drawRelation(from: string, to: string): Promise<void> {
    const dot = this.table(from).locator('.react-flow__handle[data-handleid="connect"]');
    const start = await dot.boundingBox();
    const end = await this.table(to).locator('span').first().boundingBox();
    assert(start && end, 'the boxes to relate are not on screen');
    await this.page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(start.x + 40, start.y + 20, { steps: 5 });
    await this.page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 10 });
    await this.page.mouse.up();
    await expectVisible(this.relationDialog, 'the relation dialog');
  }

  /** Drags a table's box by its header. */
  async moveTable(name: string, dx: number, dy: number): Promise<void> {
    const header = await this.table(name).locator('span').first().boundingBox();
    assert(header, `the box of ${name} is not on screen`);
    const x = header.x + 10;
    const y = header.y + header.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
    await this.page.mouse.move(x + dx, y + dy, { steps: 5 });
    await this.page.mouse.up();
  }
}

/** The data-model calls the tests check with (bearer token and `domainName` header). */
export class DataModelApi {
  constructor(
    private readonly api: ApiClient,
    private readonly headers: Record<string, string>,
  ) {}

  static async as(api: ApiClient, email: string, workspace: string): Promise<DataModelApi> {
    const { tokenString } = await api.login(email);
    return new DataModelApi(api, { authorization: `Bearer ${tokenString}`, domainname: workspace });
  }

  async tables(projectId: string): Promise<StoredTable[]> {
    return (await this.model(projectId)).model.tables;
  }

  async model(projectId: string): Promise<{ model: { tables: StoredTable[] }; version: number }> {
    const answer = await this.api.get<{ model: { tables: StoredTable[] }; version: number }>(`/api/projects/${projectId}/data/model`, this.headers);
    assert(answer.status === 200, `GET data/model gave HTTP ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** POST …/data/changes against the current version (seeding a model the test starts from). */
  async change(projectId: string, ops: unknown[]): Promise<void> {
    const { version } = await this.model(projectId);
    const answer = await this.api.post(`/api/projects/${projectId}/data/changes`, { baseVersion: version, ops }, this.headers);
    assert(answer.status === 200, `POST data/changes gave HTTP ${answer.status}: ${JSON.stringify(answer.body)}`);
  }

  async table(projectId: string, name: string): Promise<StoredTable> {
    const found = (await this.tables(projectId)).find((table) => table.name === name);
    assert(found, `no table ${name} in the stored data model`);
    return found;
  }
}
