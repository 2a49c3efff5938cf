import type { Locator } from 'playwright-core';
import { BasePage } from './BasePage.ts';

/**
 * The root screen's question when a sign-in link (`/?token=`) of another account is opened while
 * signed in: stay signed in as the current account, or switch to the link's.
 */
export class SessionSwapDialog extends BasePage {
  readonly dialog = this.page.getByRole('dialog', { name: 'Switch account?' });

  /** "Stay signed in as {email}". */
  stayButton(email: string): Locator {
    return this.dialog.getByRole('button', { name: `Stay signed in as ${email}`, exact: true });
  }

  /** "Switch to {email}". */
  switchButton(email: string): Locator {
    return this.dialog.getByRole('button', { name: `Switch to ${email}`, exact: true });
  }

  /** The accessible name of the element that has the keyboard focus. */
  focusedName(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  }
}
