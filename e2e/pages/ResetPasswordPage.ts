import { specTexts } from '../harness/spec-texts.ts';
import { BasePage } from './BasePage.ts';

/** /resetpassword: "Create new password", then success or error (spec §2). */
export class ResetPasswordPage extends BasePage {
  readonly heading = this.page.getByRole('heading', { name: specTexts.createNewPassword });
  readonly email = this.field('Email');
  readonly newPassword = this.field(specTexts.newPassword);
  readonly confirmPassword = this.field(specTexts.newPasswordConfirm);
  readonly changeButton = this.page.getByRole('button', { name: specTexts.changeMyPassword, exact: true });
  readonly mismatch = this.message(specTexts.passwordMismatch);
  readonly successHeading = this.page.getByRole('heading', { name: specTexts.success, exact: true });
  readonly errorHeading = this.page.getByRole('heading', { name: 'Error', exact: true });
  readonly invalidToken = this.message(specTexts.invalidToken);

  async change(password: string, confirm = password): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(confirm);
    await this.changeButton.click();
  }
}
