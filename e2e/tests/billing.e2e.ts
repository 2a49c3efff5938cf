import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectPath, expectVisible } from '../harness/expect.ts';
import { BillingPage } from '../pages/BillingPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { MembersPage } from '../pages/MembersPage.ts';

// Self-hosted billing (no STRIPE_SECRET_KEY): a plan change applies at once.
const e2e = useE2E({ name: 'billing' });

const texts = {
  freeAllowsOneDeveloper: 'The Free plan allows 1 developer. Change the plan in Settings › Billing to add more.',
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  downgradeRefused: 'The Free plan allows 1 developer; the workspace has 2.',
};

describe('billing', () => {
  test('a Free workspace is refused its second developer until the owner changes to Standard', async () => {
    const owner = uniqueEmail('payer');
    const developer = uniqueEmail('second-dev');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    const page = e2e.page;
    const login = await new LoginPage(page).goto();
    await login.signIn(owner, PASSWORD);
    await expectPath(page, (pathname) => pathname !== '/login');

    // Free: one developer, the owner. The invite dialog shows the server's refusal.
    const members = await new MembersPage(page).goto(workspace);
    await expectVisible(members.seatUsage.filter({ hasText: 'Developers 1 of 1' }), "'Developers 1 of 1'");
    await members.invite(developer);
    await expectVisible(members.inviteRefusal.filter({ hasText: texts.freeAllowsOneDeveloper }), `'${texts.freeAllowsOneDeveloper}' in the dialog`);
    await e2e.snap('01-free-plan-refusal');
    await members.inviteDialog.getByRole('button', { name: 'Cancel', exact: true }).click();

    // Billing shows Free with the developer meter full.
    const billing = await new BillingPage(page).goto(workspace);
    await expectVisible(billing.currentPlanName.filter({ hasText: 'Free' }), 'Free as the current plan');
    await expectVisible(billing.meter('developer').filter({ hasText: '1 of 1' }), 'the developer meter at 1 of 1');
    await expectVisible(billing.selfHostedNote, 'the self-hosted billing note');
    await e2e.snap('02-billing-free');

    // Billing → subscriptions (a plan's name opens its detail) → choose Standard → confirm.
    await billing.changePlanLink.click();
    await expectPath(page, BillingPage.path(workspace, 'subscriptions'));
    await expectVisible(billing.subscriptionsHeading, "the 'Subscriptions' page");
    await e2e.snap('03-compare-plans');
    await billing.planLink('Standard').click();
    await expectPath(page, `/${workspace}/settings/subscriptionPlans/standard`);
    await expectVisible(page.getByRole('heading', { name: 'Standard plan', level: 1 }), "the 'Standard plan' page");
    await page.goBack();
    await billing.chooseLink('Standard').click();
    await expectPath(page, `/${workspace}/settings/subscriptionChange/standard`);
    await expectVisible(billing.allowanceChanges.getByText('Developer', { exact: true }), 'the developer allowance among the changes');
    await e2e.snap('04-confirm-standard');
    await billing.confirmButton.click();

    await expectPath(page, BillingPage.path(workspace));
    await expectVisible(billing.currentPlanName.filter({ hasText: 'Standard' }), 'Standard as the current plan');
    await expectVisible(billing.meter('developer').filter({ hasText: '1 of 3' }), 'the developer meter at 1 of 3');
    await e2e.snap('05-billing-standard');

    // Now the invitation goes out.
    await members.goto(workspace);
    await members.invite(developer);
    await expectVisible(members.message(texts.invitationSent(developer)), 'the sent toast');
    await expectVisible(members.invitationRow(developer), `${developer} among the pending invitations`);
    await expectVisible(members.seatUsage.filter({ hasText: 'Developers 2 of 3' }), "'Developers 2 of 3' (an open invitation holds its seat)");

    // Back to Free would leave two developers on a one-developer plan: refused with the reason.
    await page.goto(BillingPage.path(workspace, 'subscriptions'));
    await billing.chooseLink('Free').click();
    await billing.confirmButton.click();
    await expectVisible(page.getByRole('alert').filter({ hasText: texts.downgradeRefused }), 'the downgrade refusal');
    await e2e.snap('06-downgrade-refused');
    const billingAgain = await new BillingPage(page).goto(workspace);
    assert((await billingAgain.currentPlanName.innerText()).trim() === 'Standard', 'the plan stays Standard after a refused downgrade');
  });
});
