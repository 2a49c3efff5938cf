import { describe, test } from 'vitest';
import { OTHER_PASSWORD, PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { verificationCode } from '../harness/mail-catcher.ts';
import { specTexts } from '../harness/spec-texts.ts';
import { assert, expectPath, expectRedirectAfter, expectStaysOn, expectVisible } from '../harness/expect.ts';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ResetPasswordPage } from '../pages/ResetPasswordPage.ts';
import { VerifyEmailPage } from '../pages/VerifyEmailPage.ts';

const e2e = useE2E({ name: 'forgot-password' });

/** A 6-digit code different from `code`. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgot password', () => {
  test('code by mail, verify, new password, then only the new password signs in', async () => {
    const email = uniqueEmail('forgetful');
    await e2e.api.createActiveAccount(email, PASSWORD);
    const page = e2e.page;

    const login = await new LoginPage(page).goto();
    await login.forgotPasswordLink.first().click();
    const forgot = new ForgotPasswordPage(page);
    await expectVisible(forgot.heading, "'Reset your password'");
    await forgot.sendButton.click();
    await expectVisible(forgot.emailRequired, "'Please enter your email!' on an empty submit");

    const requestedAt = Date.now();
    await forgot.requestCode(email);
    await expectVisible(forgot.checkInbox, "'Check your inbox'");
    const inboxShownAt = Date.now();
    await e2e.snap('01-check-your-inbox');

    const mail = await e2e.mail.waitFor(email, { after: requestedAt });
    const code = verificationCode(mail);
    assert(/^\d{6}$/.test(code), `the mailed code must have 6 digits, got ${code}`);

    // After 4 s: the change-password screen, carrying the email, shown read-only.
    const verify = new VerifyEmailPage(page);
    await expectRedirectAfter(page, '/changepassword', 4, inboxShownAt);
    await expectVisible(verify.heading, "'Verify your email'");
    assert((await verify.email.first().inputValue()) === email, 'the verify screen must carry the email');
    assert(!(await verify.email.first().isEditable()), 'the email must be read-only on the verify screen');
    assert((await verify.code.first().getAttribute('maxlength')) === '6', 'the code field takes at most 6 characters');
    await e2e.snap('02-verify-your-email');

    await verify.submitCode(wrongCodeFor(code));
    await expectVisible(verify.codeIncorrect, 'the wrong-code message');
    await expectVisible(verify.resendVerifyCode, "the 'Resend verify code' link after a wrong code");
    await e2e.snap('03-wrong-code');

    // 'Resend verify code' mails a fresh code, which is the one used from here on.
    const resentAt = Date.now();
    await verify.resendVerifyCode.first().click();
    await expectVisible(verify.message(specTexts.verificationCodeSent), `'${specTexts.verificationCodeSent}'`);
    const freshCode = verificationCode(await e2e.mail.waitFor(email, { after: resentAt }));

    await verify.code.first().fill('');
    await verify.submitCode(freshCode);
    const reset = new ResetPasswordPage(page);
    await expectPath(page, '/resetpassword');
    await expectVisible(reset.heading, "'Create new password'");
    await e2e.snap('04-create-new-password');

    await reset.changeButton.click();
    const required = reset.message(specTexts.passwordRequired);
    await expectVisible(required, `'${specTexts.passwordRequired}' on an empty submit`);
    assert((await required.count()) === 2, `both password fields must say '${specTexts.passwordRequired}'`);

    await reset.change(OTHER_PASSWORD, `${OTHER_PASSWORD}x`);
    await expectVisible(reset.mismatch, "\"Your second password doesn't match with the first one.\"");
    await expectStaysOn(page, '/resetpassword', 300);

    await reset.change(OTHER_PASSWORD);
    await expectVisible(reset.successHeading, "'Success'");
    const successAt = Date.now();
    await e2e.snap('05-success');
    await expectRedirectAfter(page, '/login', 3, successAt);

    const refusal = await e2e.api.loginRefusal(email, PASSWORD);
    await login.signIn(email, PASSWORD);
    await expectVisible(login.message(refusal), `the refusal of the old password: "${refusal}"`);
    await expectStaysOn(page, '/login', 500);

    await login.email.fill('');
    await login.signIn(email, OTHER_PASSWORD);
    await expectPath(page, /^\/[^/]+\/projects$/);
  });
});
