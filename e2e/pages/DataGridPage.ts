import type { Locator } from 'playwright-core';
import { expectVisible } from '../harness/expect.ts';
import { BasePage } from './BasePage.ts';

/** The data grid of the studio's data mode: table picker, toolbar, rows, dialogs. */
export class DataGridPage extends BasePage {
  readonly grid = this.page.getByTestId('data-grid');
  readonly tablePicker = this.page.getByRole('combobox', { name: 'Table', exact: true });
  readonly rowCount = this.page.getByTestId('grid-row-count');
  readonly addRowButton = this.page.getByRole('toolbar').getByRole('button', { name: 'Add row', exact: true });
  readonly filtersButton = this.page.getByRole('button', { name: /^Filters/ });
  readonly importButton = this.page.getByRole('button', { name: 'Import', exact: true });
  readonly exportButton = this.page.getByRole('button', { name: 'Export CSV', exact: true });
  readonly refreshButton = this.page.getByRole('button', { name: 'Refresh', exact: true });
  readonly newRowDialog = this.page.getByRole('dialog', { name: /^New row in / });
  readonly filterDialog = this.page.getByRole('dialog', { name: 'Show rows where all of these hold' });
  readonly importDialog = this.page.getByRole('dialog', { name: /^Import into / });
  /** The running import shown above the grid (found again after a reload). */
  readonly importBanner = this.page.getByTestId('import-banner');
  readonly cellEditor = this.page.getByTestId('cell-editor');
  readonly toasts = this.page.locator('[data-sonner-toast]');

  readonly dataTab = this.page.getByTestId('studio-mode-dataDiagramScheme').getByRole('tab', { name: 'Data', exact: true });

  /** Shows the data mode's Data tab (the mode loads lazily), then waits for the grid's toolbar. */
  async open(): Promise<void> {
    await expectVisible(this.dataTab, "the data mode's Data tab");
    await this.dataTab.click();
    await expectVisible(this.tablePicker, 'the table picker of the data grid');
  }

  async chooseTable(name: string): Promise<void> {
    await this.tablePicker.click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await expectVisible(this.tablePicker.getByText(name, { exact: true }), `the table ${name} chosen`);
  }

  /** The rendered row holding a cell with exactly this text. */
  row(text: string): Locator {
    return this.grid.getByRole('row').filter({ has: this.page.getByRole('gridcell').getByText(text, { exact: true }) });
  }

  /** A cell of the row holding `rowText`, by column name. */
  cell(rowText: string, column: string): Locator {
    return this.row(rowText).locator(`[role="gridcell"][data-column="${column}"]`);
  }

  /** The texts of one column in the rendered rows, top to bottom. */
  async columnTexts(column: string): Promise<string[]> {
    return this.grid.locator(`[role="row"][data-row-key] [data-column="${column}"]`).evaluateAll((cells) =>
      cells
        .map((cell) => ({ top: cell.getBoundingClientRect().top, text: cell.textContent ?? '' }))
        .sort((a, b) => a.top - b.top)
        .map((cell) => cell.text),
    );
  }

  /** Waits until the rendered rows show exactly these texts in a column, top to bottom. */
  async expectColumn(column: string, expected: string[], what: string, timeout = 10_000): Promise<void> {
    const deadline = Date.now() + timeout;
    let seen: string[] = [];
    while (Date.now() < deadline) {
      seen = await this.columnTexts(column);
      if (JSON.stringify(seen) === JSON.stringify(expected)) return;
      await this.page.waitForTimeout(100);
    }
    throw new Error(`${what}: expected ${column} to read ${JSON.stringify(expected)}, the grid shows ${JSON.stringify(seen)}`);
  }

  /** How far an import's bar (in the dialog or the banner) reads, 0–100. */
  async importPercent(within: Locator): Promise<number> {
    const value = await within.getByRole('progressbar').getAttribute('aria-valuenow');
    return Number(value);
  }

  /**
   * Waits until the import's bar inside `within` reads a value for which `accept` holds, and
   * returns it; fails with the last value read.
   */
  async waitForImportPercent(within: Locator, accept: (percent: number) => boolean, what: string, timeout = 30_000): Promise<number> {
    const deadline = Date.now() + timeout;
    let seen = Number.NaN;
    while (Date.now() < deadline) {
      if (await within.getByRole('progressbar').isVisible()) {
        seen = await this.importPercent(within);
        if (accept(seen)) return seen;
      }
      await this.page.waitForTimeout(100);
    }
    throw new Error(`${what}: the import's bar last read ${seen}`);
  }

  /** The header button that sorts by a column. */
  sortButton(column: string): Locator {
    return this.grid.getByTitle(`Sort by ${column}`, { exact: true });
  }

  /** A text field of the new-row form by its column name (its accessible name, without the required mark). */
  newRowField(column: string): Locator {
    return this.newRowDialog.getByRole('textbox', { name: column, exact: true });
  }
}
