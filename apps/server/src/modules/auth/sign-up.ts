import { randomUUID } from 'node:crypto';
import { messages } from '@tessera/model';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { withAnswerFloor } from '../../security/answer-floor.ts';
import { checkNewPassword, hashPassword } from '../../security/passwords.ts';
import { normalizeDomainName } from '../domains/domain-name.ts';
import { findDomainByName } from '../domains/queries.ts';
import { createPersonalWorkspace } from '../domains/service.ts';
import { recordEvent } from '../events/service.ts';
import { findLiveInvitation } from '../invitations/queries.ts';
import { findUserByUsername, insertUser, updateUser } from '../users/queries.ts';
import { normalizeUsername } from '../users/username.ts';
import { renderUnsentActivation, writeActivation } from './activation-mail.ts';
import { isExpiredPending, purgeExpiredPendingAccounts } from './pending-accounts.ts';

/** The sign-up fields the service uses (already validated by `signUpRequestSchema`). */
export interface SignUpInput {
  username: string;
  firstname: string;
  lastname: string;
  password: string;
  /** The inviting workspace, '' for a plain sign-up. */
  domainName: string;
  source?: string | undefined;
  /** The signing-up browser's key: its activation link applies this password only there. */
  deviceKey?: string | undefined;
}

/**
 * POST /auth/signup. Returns the `result` text: '' on success (an activation mail is on its
 * way), else a message to show. The server always requires the address to be confirmed, so
 * `VerifyEmailAddress: false` does not skip activation.
 *
 * Nobody has proven the address at sign-up, so nothing here can ever sign in: the password rides
 * on the activation link with the browser's device key, and applies only when the link is opened
 * in that browser (elsewhere the link asks the clicker for a password). A repeat sign-up of a
 * pending account changes nothing on it and sends its own link. The answer takes the same time
 * whether the address is new, pending or active (the password is hashed either way, and the
 * answer waits for `accounts.answerFloorMs`).
 */
export async function signUp(ctx: AppContext, input: SignUpInput): Promise<string> {
  const passwordProblem = checkNewPassword(input.password);
  if (passwordProblem) throw new AppError('weak_password', passwordProblem);
  return withAnswerFloor(ctx.config.accounts.answerFloorMs, () => signUpUnfloored(ctx, input));
}

async function signUpUnfloored(ctx: AppContext, input: SignUpInput): Promise<string> {
  const username = normalizeUsername(input.username);
  const now = ctx.clock();
  const passwordHash = await hashPassword(input.password);

  let invitedDomain: { id: string; name: string } | null = null;
  const domainName = normalizeDomainName(input.domainName);
  if (domainName) {
    const domain = await findDomainByName(ctx.db, domainName);
    const invitation = domain ? await findLiveInvitation(ctx.db, domain.id, username, now) : undefined;
    if (!domain || !invitation) return messages.signUpInvitationExpired;
    invitedDomain = { id: domain.id, name: domain.name };
  }

  const found = await findUserByUsername(ctx.db, username);
  if (found?.activatedAt) {
    await renderUnsentActivation(ctx);
    return messages.accountExists;
  }
  const expired = found !== undefined && isExpiredPending(ctx, found, now);
  const existing = expired ? undefined : found;

  const credentials = { passwordHash, firstname: input.firstname, lastname: input.lastname };
  const user = existing ?? { id: randomUUID(), username, firstname: input.firstname };
  await ctx.db.transaction().execute(async (trx) => {
    if (expired) await purgeExpiredPendingAccounts(ctx, trx, now, found.id);
    if (!existing) {
      // The row's password only ever answers "not activated" at sign-in; activation replaces it.
      await insertUser(trx, { ...user, ...credentials, activatedAt: null, createdAt: now });
      const workspace = await createPersonalWorkspace(trx, user, now);
      await updateUser(trx, user.id, { lastUsedDomainId: workspace.id });
    }
    const signUp = { credentials, deviceKey: input.deviceKey ?? null };
    await writeActivation(ctx, trx, { user, invitedDomain, signUp, now });
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
