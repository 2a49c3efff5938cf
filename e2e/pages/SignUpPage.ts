import { specTexts } from '../harness/spec-texts.ts';
import { BasePage } from './BasePage.ts';

/** /signup: "Create your ... account" (spec §2). */
export class SignUpPage extends BasePage {
  readonly heading = this.page.getByRole('heading', { name: /^Create your .+ account$/ });
  readonly email = this.field('Email');
  readonly firstName = this.field('First name');
  readonly lastName = this.field('Last name');
  readonly password = this.field('Password');
  readonly termsCheckbox = this.page.getByRole('checkbox');
  readonly signUpButton = this.page.getByRole('button', { name: specTexts.signUpButton, exact: true });
  readonly joinWorkspaceButton = this.page.getByRole('button', { name: specTexts.joinWorkspaceButton, exact: true });
  readonly signInLink = this.action('Sign in');
  readonly orDivider = this.page.getByText('OR', { exact: true });
  readonly googleButton = this.page.getByRole('button', { name: /google/i }).or(this.page.getByRole('link', { name: /google/i }));

  /** The labels of the sign-up form, in document order. */
  fieldLabels(): Promise<string[]> {
    return this.page.getByRole('form', { name: 'Sign up' }).locator('label').allInnerTexts();
  }

  async goto(search = ''): Promise<this> {
    await this.page.goto(`/signup${search}`);
    await this.heading.waitFor();
    return this;
  }

  /** Fills the form; the email is skipped when it is read-only (an invited user). */
  async fill(values: { email?: string; firstName: string; lastName: string; password: string }): Promise<void> {
    if (values.email !== undefined) await this.email.fill(values.email);
    await this.firstName.fill(values.firstName);
    await this.lastName.fill(values.lastName);
    await this.password.fill(values.password);
  }
}
