import type { Locator } from 'playwright-core';
import { expectVisible } from '../harness/expect.ts';
import { BasePage } from './BasePage.ts';

/** The History tab of the studio's data mode: how far live is behind, and the migrations. */
export class DataHistoryPage extends BasePage {
  readonly historyTab = this.page.getByTestId('studio-mode-dataDiagramScheme').getByRole('tab', { name: 'History', exact: true });
  readonly history = this.page.getByRole('region', { name: 'Migration history', exact: true });
  readonly liveLag = this.page.getByTestId('live-lag');
  readonly migrations = this.history.getByTestId('migration');
  readonly checkLive = this.history.getByRole('button', { name: 'Check against live data', exact: true });
  readonly liveVerdict = this.page.getByTestId('live-check-verdict');
  readonly liveSteps = this.page.getByTestId('live-check').getByTestId('change-step');

  /** Shows the data mode's History tab (the mode loads lazily), then waits for the list. */
  async open(): Promise<void> {
    await expectVisible(this.historyTab, "the data mode's History tab");
    await this.historyTab.click();
    await expectVisible(this.history, 'the migration history');
  }

  /** The migration numbered `seq`. */
  migration(seq: number): Locator {
    return this.history.locator(`[data-testid="migration"][data-seq="${seq}"]`);
  }

  /** The numbers of the listed migrations, top to bottom. */
  async listedSeqs(): Promise<number[]> {
    return this.migrations.evaluateAll((items) =>
      items
        .map((item) => ({ top: item.getBoundingClientRect().top, seq: Number(item.getAttribute('data-seq')) }))
        .sort((a, b) => a.top - b.top)
        .map((item) => item.seq),
    );
  }

  /** The disclosure of a migration's SQL steps. */
  sqlToggle(seq: number): Locator {
    return this.migration(seq).getByRole('button', { name: /^(Show|Hide) SQL$/ });
  }
}
