import type { Locator } from 'playwright-core';
import { BasePage } from './BasePage.ts';

/** The studio's Publish dialog and release history, opened from its toolbar. */
export class ReleasesDialogs extends BasePage {
  readonly toolbar = this.page.getByTestId('studio-toolbar');
  readonly publishButton = this.toolbar.getByRole('button', { name: 'Publish', exact: true });
  readonly historyButton = this.toolbar.getByRole('button', { name: 'Releases', exact: true });

  readonly publishDialog = this.page.getByRole('dialog').filter({ has: this.page.getByTestId('publish-dialog') });
  readonly note = this.publishDialog.getByLabel('Release note', { exact: true });
  readonly address = this.publishDialog.getByLabel('Address', { exact: true });
  readonly publishedAddress = this.publishDialog.getByTestId('published-address');

  readonly historyDialog = this.page.getByRole('dialog').filter({ has: this.page.getByTestId('release-history') });
  readonly rows = this.historyDialog.getByTestId('release-row');
  readonly confirmDialog = this.page.getByRole('alertdialog');

  /** The Publish dialog's submit button ("Publish release N"). */
  submit(number: number): Locator {
    return this.publishDialog.getByRole('button', { name: `Publish release ${number}`, exact: true });
  }

  /** The history's row of release `number`. */
  row(number: number): Locator {
    return this.historyDialog.locator(`[data-testid="release-row"][data-number="${number}"]`);
  }

  closeButton(dialog: Locator): Locator {
    return dialog.getByRole('button', { name: 'Close', exact: true }).last();
  }
}
