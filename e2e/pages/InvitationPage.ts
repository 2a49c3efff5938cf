import { specTexts } from '../harness/spec-texts.ts';
import { BasePage } from './BasePage.ts';

/** /invitation: the answer to an invitation mail's accept or reject link (spec §2). */
export class InvitationPage extends BasePage {
  readonly workspaceJoined = this.page.getByRole('heading', { name: specTexts.workspaceJoined });
  readonly workspaceRejected = this.page.getByRole('heading', { name: specTexts.workspaceRejected });
  readonly expired = this.message(specTexts.invitationExpired);

  declined(workspace: string) {
    return this.message(specTexts.declined(workspace));
  }

  async open(link: string): Promise<this> {
    await this.page.goto(link);
    return this;
  }
}
