import type { Locator } from 'playwright-core';
import { specTexts } from '../harness/spec-texts.ts';
import { BasePage } from './BasePage.ts';

/** /login: "Sign in to your account" (spec §2). */
export class LoginPage extends BasePage {
  readonly heading = this.page.getByRole('heading', { name: 'Sign in to your account' });
  readonly email = this.field('Email');
  readonly password = this.field('Password');
  readonly signInButton = this.page.getByRole('button', { name: 'Sign in', exact: true });
  readonly forgotPasswordLink = this.action('Forgot your password?');
  readonly googleButton = this.page.getByRole('button', { name: /google/i }).or(this.page.getByRole('link', { name: /google/i }));
  readonly orDivider = this.page.getByText('OR', { exact: true });
  readonly noAccountText = this.page.getByText("Don't have an account?", { exact: false });
  readonly signUpLink = this.action('Sign up');
  readonly resendVerifyCode = this.action('Resend verify code');
  readonly emailRequired = this.message(specTexts.emailRequired);
  readonly passwordRequired = this.message(specTexts.passwordRequired);
  readonly notActivated = this.message(specTexts.notActivated);
  readonly codeSent = this.message(specTexts.verificationCodeSent);

  async goto(search = ''): Promise<this> {
    await this.page.goto(`/login${search}`);
    await this.heading.waitFor();
    return this;
  }

  async fill(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.fill(email, password);
    await this.signInButton.click();
  }

  /** The left panel listing product features. */
  get featurePanel(): Locator {
    return this.page.getByRole('list').first();
  }
}
