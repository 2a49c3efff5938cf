import { randomUUID } from 'node:crypto';
import { messages } from '@tessera/model';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { checkNewPassword, hashPassword } from '../../security/passwords.ts';
import { findDomainByName } from '../domains/queries.ts';
import { createPersonalWorkspace } from '../domains/service.ts';
import { recordEvent } from '../events/service.ts';
import { findLiveInvitation } from '../invitations/queries.ts';
import { writeActivation } from './activation-mail.ts';
import { findUserByUsername, insertUser, updateUser } from './queries.ts';
import { normalizeUsername } from './service.ts';

/** The sign-up fields the service uses (already validated by `signUpRequestSchema`). */
export interface SignUpInput {
  username: string;
  firstname: string;
  lastname: string;
  password: string;
  /** The inviting workspace, '' for a plain sign-up. */
  domainName: string;
  source?: string | undefined;
}

/**
 * POST /auth/signup. Returns the `result` text: '' on success (an activation mail is on its
 * way), else a message to show. The server always requires the address to be confirmed, so
 * `VerifyEmailAddress: false` does not skip activation.
 *
 * A repeat sign-up of a pending account changes nothing on the account: nobody has proven the
 * address yet. Its password and names ride on its own activation link and are applied only if
 * that link is used; earlier links stay live (each applies its own sign-up).
 */
export async function signUp(ctx: AppContext, input: SignUpInput): Promise<string> {
  const passwordProblem = checkNewPassword(input.password);
  if (passwordProblem) throw new AppError('weak_password', passwordProblem);
  const username = normalizeUsername(input.username);
  const now = ctx.clock();

  let invitedDomain: { id: string; name: string } | null = null;
  const domainName = input.domainName.trim().toLowerCase();
  if (domainName) {
    const domain = await findDomainByName(ctx.db, domainName);
    const invitation = domain ? await findLiveInvitation(ctx.db, domain.id, username, now) : undefined;
    if (!domain || !invitation) return messages.signUpInvitationExpired;
    invitedDomain = { id: domain.id, name: domain.name };
  }

  const existing = await findUserByUsername(ctx.db, username);
  if (existing?.activatedAt) return messages.accountExists;

  const passwordHash = await hashPassword(input.password);
  const credentials = { passwordHash, firstname: input.firstname, lastname: input.lastname };
  const user = existing ?? { id: randomUUID(), username };
  await ctx.db.transaction().execute(async (trx) => {
    if (!existing) {
      await insertUser(trx, { ...user, ...credentials, activatedAt: null, createdAt: now });
      const workspace = await createPersonalWorkspace(trx, user, now);
      await updateUser(trx, user.id, { lastUsedDomainId: workspace.id });
    }
    await writeActivation(ctx, trx, { user, firstname: input.firstname, invitedDomain, credentials, now });
  });
  ctx.mailer.kick();
  await recordEvent(
    ctx,
    {
      name: 'sign_up',
      properties: { source: input.source ?? null, invited: invitedDomain !== null, resent: existing !== undefined },
      userId: user.id,
      username,
    },
    now,
  );
  return '';
}
