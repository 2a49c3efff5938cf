import type { Locator } from 'playwright-core';
import { BasePage } from './BasePage.ts';

/** /{domainName}/users (and settings/users): members, pending invitations, the invite dialog. */
export class MembersPage extends BasePage {
  static path(workspace: string): string {
    return `/${encodeURIComponent(workspace)}/users`;
  }

  readonly heading = this.page.getByRole('heading', { name: 'Members', exact: true, level: 1 });
  readonly inviteButton = this.page.getByRole('button', { name: 'Invite', exact: true });
  readonly leaveButton = this.page.getByRole('button', { name: 'Leave workspace', exact: true });
  readonly seatUsage = this.page.getByTestId('seat-usage');
  readonly membersTable = this.page.getByRole('table', { name: 'Members' });
  readonly invitationsTable = this.page.getByRole('table', { name: 'Pending invitations' });
  readonly inviteDialog = this.page.getByRole('dialog', { name: /^Invite to / });
  readonly inviteEmail = this.inviteDialog.getByLabel('Email');
  readonly sendInvitation = this.inviteDialog.getByRole('button', { name: 'Send invitation', exact: true });
  /** A refusal of the server shown in the invite dialog. */
  readonly inviteRefusal = this.inviteDialog.getByRole('alert');

  async goto(workspace: string): Promise<this> {
    await this.page.goto(MembersPage.path(workspace));
    await this.heading.waitFor();
    return this;
  }

  memberRow(email: string): Locator {
    return this.membersTable.getByRole('row').filter({ hasText: email });
  }

  invitationRow(email: string): Locator {
    return this.invitationsTable.getByRole('row').filter({ hasText: email });
  }

  /** Opens the dialog, fills it (role and resource type picked only when given) and sends it. */
  async invite(email: string, options: { role?: 'Owner' | 'Developer'; resourceType?: 'Developer' | 'End User' } = {}): Promise<void> {
    await this.inviteButton.click();
    await this.inviteEmail.fill(email);
    if (options.role) await this.pick(this.inviteDialog.getByRole('combobox', { name: 'Role' }), options.role);
    if (options.resourceType) await this.pick(this.inviteDialog.getByRole('combobox', { name: 'Resource type' }), options.resourceType);
    await this.sendInvitation.click();
  }

  /** Revokes the invitation to `email`, answering the confirmation. */
  async revoke(email: string): Promise<void> {
    await this.page.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
    const dialog = this.page.getByRole('alertdialog');
    const typed = dialog.getByRole('textbox');
    // A workspace whose delete dialog is "confirm" asks for the address first.
    if (await typed.isVisible()) await typed.fill(email);
    await dialog.getByRole('button', { name: /^(Yes|Delete)$/ }).click();
  }

  /** Picks `option` in a select (a Radix combobox). */
  async pick(combobox: Locator, option: string): Promise<void> {
    await combobox.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
