import { specTexts } from '../harness/spec-texts.ts';
import { BasePage } from './BasePage.ts';

/** The sign-up confirmation and forgot-password success screen: "Check your inbox". */
export class CheckInboxPage extends BasePage {
  readonly heading = this.page.getByRole('heading', { name: specTexts.checkInbox });
  readonly returnSignIn = this.action(specTexts.returnSignIn);
}
