import { specTexts } from '../harness/spec-texts.ts';
import { BasePage } from './BasePage.ts';

/** The change-password screen: "Verify your email" with the emailed code (spec §2). */
export class VerifyEmailPage extends BasePage {
  readonly heading = this.page.getByRole('heading', { name: specTexts.verifyYourEmail });
  readonly email = this.field('Email');
  readonly code = this.field(/verification code/i);
  readonly continueButton = this.page.getByRole('button', { name: specTexts.continueButton, exact: true });
  readonly resendVerifyCode = this.action(specTexts.resendVerifyCode);
  readonly codeIncorrect = this.message(specTexts.verificationCodeIncorrect);

  async submitCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.continueButton.click();
  }
}
