import type { Locator } from 'playwright-core';
import { BasePage } from './BasePage.ts';

/** settings/billing, settings/subscriptions and settings/subscriptionChange/{planId}. */
export class BillingPage extends BasePage {
  static path(workspace: string, page: 'billing' | 'subscriptions' = 'billing'): string {
    return `/${encodeURIComponent(workspace)}/settings/${page}`;
  }

  readonly billingHeading = this.page.getByRole('heading', { name: 'Billing', exact: true, level: 1 });
  readonly subscriptionsHeading = this.page.getByRole('heading', { name: 'Subscriptions', exact: true, level: 1 });
  readonly changeHeading = this.page.getByRole('heading', { name: 'Change plan', exact: true, level: 1 });
  readonly currentPlanName = this.page.getByTestId('current-plan-name');
  readonly changePlanLink = this.page.getByRole('link', { name: 'Change plan', exact: true });
  readonly selfHostedNote = this.message('Plan changes apply at once');
  readonly confirmButton = this.page.getByRole('button', { name: 'Confirm', exact: true });
  readonly allowanceChanges = this.page.getByTestId('allowance-changes');

  async goto(workspace: string): Promise<this> {
    await this.page.goto(BillingPage.path(workspace));
    await this.billingHeading.waitFor();
    return this;
  }

  /** The usage meter of an asset key ('developer', 'endUser'…). */
  meter(key: string): Locator {
    return this.page.locator(`[data-testid="usage-meter"][data-asset="${key}"]`);
  }

  /** The "Choose" link of a plan on the subscriptions page. */
  chooseLink(planName: string): Locator {
    return this.page.getByRole('link', { name: `Choose the ${planName} plan` });
  }

  /** A plan's name in the compare table, linking its detail page. */
  planLink(planName: string): Locator {
    return this.page.getByRole('columnheader').getByRole('link', { name: planName, exact: true });
  }
}
