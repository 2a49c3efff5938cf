import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { specTexts } from '../harness/spec-texts.ts';
import { assert, expectAbsent, expectPath, expectRedirectAfter, expectVisible } from '../harness/expect.ts';
import { ActivationPage } from '../pages/ActivationPage.ts';
import { CheckInboxPage } from '../pages/CheckInboxPage.ts';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage.ts';
import { InvitationPage } from '../pages/InvitationPage.ts';
import { PasswordChangedPage } from '../pages/PasswordChangedPage.ts';
import { SignUpPage } from '../pages/SignUpPage.ts';
import { VerifyEmailPage } from '../pages/VerifyEmailPage.ts';

// The guards, validation messages and small screens of spec §2 and §5 around the main flows.
const e2e = useE2E({ name: 'public-routes' });

describe('public routes', () => {
  test('the sign-in page and the API reference load nothing from other hosts', async () => {
    const page = e2e.page;
    const origin = new URL(e2e.baseUrl).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(request.url());
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.goto('/docs/', { waitUntil: 'networkidle' });
    await expectVisible(page.getByText('Tessera API').first(), 'the API reference');
    assert(elsewhere.length === 0, `no request may leave the server, got: ${elsewhere.join(', ')}`);
  });

  test('screens reachable only through a redirect send a direct visitor to root (then /login)', async () => {
    const page = e2e.page;
    for (const path of ['/email-confirmation', '/resetpassword?token=abc&username=someone%40example.com']) {
      await page.goto(path);
      await expectPath(page, '/login');
    }
  });

  test('sign-up validates every field with the spec messages', async () => {
    const signUp = await new SignUpPage(e2e.page).goto();
    // Spec §2: email, first name, last name, password, terms checkbox, in that order.
    const labels = (await signUp.fieldLabels()).map((label) => label.trim());
    const expectedOrder = ['Email', 'First name', 'Last name', 'Password'];
    assert(
      JSON.stringify(labels.slice(0, 4)) === JSON.stringify(expectedOrder) && /terms/i.test(labels[4] ?? ''),
      `sign-up fields out of order: ${JSON.stringify(labels)}`,
    );
    await signUp.signUpButton.click();
    for (const text of [
      specTexts.signUpEmailRequired,
      specTexts.firstNameRequired,
      specTexts.lastNameRequired,
      specTexts.signUpPasswordRequired,
    ]) {
      await expectVisible(signUp.message(text), `'${text}' on an empty sign-up`);
    }
    await e2e.snap('signup-required');

    await signUp.fill({ email: 'not-an-email', firstName: 'R2D2', lastName: 'Smith  Jones', password: PASSWORD });
    await signUp.signUpButton.click();
    await expectVisible(signUp.message(specTexts.signUpEmailInvalid), `'${specTexts.signUpEmailInvalid}'`);
    await expectVisible(signUp.message(specTexts.firstNameInvalid), `'${specTexts.firstNameInvalid}'`);
    await expectVisible(signUp.message(specTexts.lastNameInvalid), `'${specTexts.lastNameInvalid}'`);
    await expectPath(e2e.page, '/signup');
  });

  test("without a Google client, sign-up has no social block and so no 'OR' divider", async () => {
    const signUp = await new SignUpPage(e2e.page).goto();
    await expectVisible(signUp.signUpButton, "the 'Sign up' button");
    await expectAbsent(signUp.googleButton, 'Google sign-up button without a Google client');
    await expectAbsent(signUp.orDivider, "'OR' divider with no social sign-in above it");
  });

  test("'Check your inbox' after sign-up has 'Return sign in', which goes to /login", async () => {
    const signUp = await new SignUpPage(e2e.page).goto();
    await signUp.fill({ email: uniqueEmail('returner'), firstName: 'Ada', lastName: 'Byron', password: PASSWORD });
    await signUp.signUpButton.click();
    const inbox = new CheckInboxPage(e2e.page);
    await expectVisible(inbox.heading, "'Check your inbox'");
    await inbox.returnSignIn.first().click();
    await expectPath(e2e.page, '/login');
  });

  test('a failed activation goes to root after about 2 seconds', async () => {
    const page = e2e.page;
    const activation = await new ActivationPage(page).open('/confirm-email?token=not-a-real-token&username=ghost%40example.com');
    await expectVisible(activation.headings, 'the activation result');
    const shownAt = Date.now();
    assert(!(await activation.successActivation.isVisible()), 'a bad activation token must not show success');
    await expectRedirectAfter(page, '/login', 2, shownAt);
  });

  test('an invitation link without its parameters shows an error and goes to root', async () => {
    const page = e2e.page;
    const invitation = await new InvitationPage(page).open(`${e2e.baseUrl}/invitation?accepted=1`);
    await expectVisible(invitation.headings, 'the invitation error');
    const shownAt = Date.now();
    assert(
      !(await invitation.workspaceJoined.isVisible()) && !(await invitation.workspaceRejected.isVisible()),
      'an incomplete invitation link must not be answered',
    );
    await expectRedirectAfter(page, '/login', 4, shownAt);
  });

  test('forgot password with ?username= prefills the email read-only; the verify screen requires the code', async () => {
    const email = uniqueEmail('prefilled');
    const forgot = await new ForgotPasswordPage(e2e.page).goto(`?username=${encodeURIComponent(email)}`);
    assert((await forgot.email.first().inputValue()) === email, 'the email must be prefilled from ?username=');
    assert(!(await forgot.email.first().isEditable()), 'a prefilled email must be read-only');

    await e2e.page.goto(`/changepassword?username=${encodeURIComponent(email)}`);
    const verify = new VerifyEmailPage(e2e.page);
    await expectVisible(verify.heading, "'Verify your email'");
    await verify.continueButton.click();
    await expectVisible(verify.message(specTexts.verificationCodeRequired), `'${specTexts.verificationCodeRequired}'`);
  });

  test("/passwordchangesuccess shows 'Success', the changed text and 'Return sign in'", async () => {
    const changed = await new PasswordChangedPage(e2e.page).goto();
    await expectVisible(changed.heading, "'Success'");
    await expectVisible(changed.changed, `'${specTexts.passwordChanged}'`);
    await changed.returnSignIn.first().click();
    await expectPath(e2e.page, '/login');
  });
});
