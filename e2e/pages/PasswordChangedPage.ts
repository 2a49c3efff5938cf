import { specTexts } from '../harness/spec-texts.ts';
import { BasePage } from './BasePage.ts';

/** /passwordchangesuccess: "Success" and "Your password successfully changed." (spec §2). */
export class PasswordChangedPage extends BasePage {
  readonly heading = this.page.getByRole('heading', { name: specTexts.success, exact: true });
  readonly changed = this.message(specTexts.passwordChanged);
  readonly returnSignIn = this.action(specTexts.returnSignIn);

  async goto(): Promise<this> {
    await this.page.goto('/passwordchangesuccess');
    return this;
  }
}
