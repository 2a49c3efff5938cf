import { specTexts } from '../harness/spec-texts.ts';
import { BasePage } from './BasePage.ts';

/** /forgotpassword: "Reset your password" (spec §2). */
export class ForgotPasswordPage extends BasePage {
  readonly heading = this.page.getByRole('heading', { name: specTexts.resetYourPassword });
  readonly email = this.field('Email');
  readonly sendButton = this.page.getByRole('button', { name: specTexts.sendVerificationCode, exact: true });
  readonly returnSignIn = this.action(specTexts.returnSignIn);
  readonly checkInbox = this.page.getByRole('heading', { name: specTexts.checkInbox });
  readonly emailRequired = this.message(specTexts.emailRequired);

  async goto(search = ''): Promise<this> {
    await this.page.goto(`/forgotpassword${search}`);
    await this.heading.waitFor();
    return this;
  }

  async requestCode(email: string): Promise<void> {
    await this.email.fill(email);
    await this.sendButton.click();
  }
}
