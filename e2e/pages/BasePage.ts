import type { Locator, Page } from 'playwright-core';

/** What every page object shares: the page, and finders by the texts the spec quotes. */
export abstract class BasePage {
  constructor(readonly page: Page) {}

  /** A button or a link with exactly this accessible name (the spec says "link" or "button" loosely). */
  protected action(name: string | RegExp): Locator {
    const exact = typeof name === 'string';
    return this.page
      .getByRole('button', { name, exact })
      .or(this.page.getByRole('link', { name, exact }));
  }

  /** Visible text, matched exactly (whole text of the element) unless a RegExp is given. */
  text(text: string | RegExp): Locator {
    return this.page.getByText(text, { exact: typeof text === 'string' });
  }

  /** A field found by its label, falling back to its placeholder. */
  protected field(label: string | RegExp): Locator {
    const exact = typeof label === 'string';
    return this.page.getByLabel(label, { exact }).or(this.page.getByPlaceholder(label, { exact }));
  }

  /** Every alert on the page (notices and inline field errors). */
  get alerts(): Locator {
    return this.page.getByRole('alert');
  }

  /** The screen's headings (status screens have exactly one). */
  get headings(): Locator {
    return this.page.getByRole('heading');
  }

  /** The footer's Privacy link. */
  get privacyLink(): Locator {
    return this.page.getByRole('link', { name: 'Privacy', exact: true });
  }

  /** The footer's Terms link. */
  get termsLink(): Locator {
    return this.page.getByRole('link', { name: 'Terms', exact: true });
  }

  /** An alert, inline error or toast carrying `message` (matched as a substring). */
  message(message: string): Locator {
    return this.page.getByText(message, { exact: false });
  }
}
