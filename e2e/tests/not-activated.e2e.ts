import { describe, test } from 'vitest';
import { activationLink } from '../harness/api-client.ts';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectStaysOn, expectVisible } from '../harness/expect.ts';
import { ActivationPage } from '../pages/ActivationPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';

const e2e = useE2E({ name: 'not-activated' });
const CHOSEN_AT_CLICK = 'chosen when the link was opened';

describe('account not activated', () => {
  test('sign in asks for activation, and "Resend verify code" mails a new link that works', async () => {
    const email = uniqueEmail('pending');
    const firstMail = await e2e.api.signUp(email);

    const login = await new LoginPage(e2e.page).goto();
    await login.signIn(email, PASSWORD);
    await expectVisible(login.notActivated, "'You should activate your account before signing in'");
    await expectVisible(login.resendVerifyCode, "the 'Resend verify code' link");
    await expectStaysOn(e2e.page, '/login', 500);
    await e2e.snap('01-not-activated');

    const clickedAt = Date.now();
    await login.resendVerifyCode.first().click();
    await expectVisible(login.codeSent, "'New verification code has been sent to your email'");
    await e2e.snap('02-code-sent');

    const secondMail = await e2e.mail.waitFor(email, { after: clickedAt });
    const secondLink = activationLink(secondMail);
    assert(
      secondLink.searchParams.get('token') !== activationLink(firstMail).searchParams.get('token'),
      'the resent mail must carry a new activation token',
    );

    // A resent link carries no password (anyone may ask for the mail): whoever opens it chooses
    // one, and only that one signs in.
    const activation = await new ActivationPage(e2e.page).open(secondLink);
    await expectVisible(activation.choosePasswordHeading, "'Choose your password' on the resent link");
    await e2e.snap('03-choose-password');
    await activation.choosePassword(CHOSEN_AT_CLICK);
    await expectVisible(activation.successActivation, "'Success activation' from the resent link");
    const refused = await e2e.api.loginRefusal(email, PASSWORD);
    await login.goto();
    await login.signIn(email, PASSWORD);
    await expectVisible(login.message(refused), 'the sign-up password refused after activation');
    await login.goto();
    await login.signIn(email, CHOSEN_AT_CLICK);
    await e2e.page.waitForURL((url) => /^\/[^/]+\/projects$/.test(url.pathname));
  });
});
