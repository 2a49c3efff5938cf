import { BasePage } from './BasePage.ts';

/** The screen any unknown path shows (spec §2). */
export class NotFoundPage extends BasePage {
  readonly heading = this.page.getByRole('heading', { name: /not found/i });
}
