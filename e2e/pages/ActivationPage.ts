import { specTexts } from '../harness/spec-texts.ts';
import { BasePage } from './BasePage.ts';

/** The email-confirmation (activation) screen opened from the mailed link (spec §2). */
export class ActivationPage extends BasePage {
  readonly successActivation = this.page.getByRole('heading', { name: specTexts.successActivation });
  readonly workspaceJoined = this.page.getByRole('heading', { name: specTexts.workspaceJoined });

  async open(link: URL | string): Promise<this> {
    await this.page.goto(link.toString());
    return this;
  }
}
