import { specTexts } from '../harness/spec-texts.ts';
import { BasePage } from './BasePage.ts';

/** The email-confirmation (activation) screen opened from the mailed link (spec §2). */
export class ActivationPage extends BasePage {
  readonly successActivation = this.page.getByRole('heading', { name: specTexts.successActivation });
  readonly workspaceJoined = this.page.getByRole('heading', { name: specTexts.workspaceJoined });

  /** The password step of a link opened outside the browser that signed up, or sent again. */
  readonly choosePasswordHeading = this.page.getByRole('heading', { name: 'Choose your password' });
  readonly password = this.page.getByLabel('Password', { exact: true });
  readonly passwordConfirm = this.page.getByLabel('Password (confirm)');
  readonly activateButton = this.page.getByRole('button', { name: 'Activate my account' });

  async choosePassword(password: string): Promise<void> {
    await this.password.fill(password);
    await this.passwordConfirm.fill(password);
    await this.activateButton.click();
  }

  async open(link: URL | string): Promise<this> {
    await this.page.goto(link.toString());
    return this;
  }
}
