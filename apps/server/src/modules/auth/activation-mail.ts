import { randomUUID } from 'node:crypto';
import { PRODUCT_NAME, type AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { renderMail } from '../../mail/render.ts';
import { activationTemplate } from '../../mail/templates.ts';
import { hitCounter } from '../../security/counter-queries.ts';
import { hashToken, randomToken } from '../../security/tokens.ts';
import { SHORT_TOKEN_TTL_MS } from './service.ts';
import { insertActivationCode, type SignUpCredentials } from './sign-up-queries.ts';

/** Activation mails one address receives per hour at most, whoever asks for them. */
export const ACTIVATION_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;
const activationMailsKey = (username: string) => `activation-mails:${username}`;

/**
 * Writes a new activation link for a pending user with `db` (the caller's transaction): the code
 * row, carrying the sign-up it confirms, and its outbox mail. Other links stay live. Past
 * {@link ACTIVATION_MAILS_PER_HOUR} mails to the address this hour it writes nothing and answers
 * false (the caller's answer stays the same). The caller calls `ctx.mailer.kick()` after the commit.
 *
 * The mail greets the account by the name of its first sign-up (`user.firstname`), never one a
 * later request chose.
 */
export async function writeActivation(
  ctx: AppContext,
  db: Db,
  input: {
    user: { id: string; username: string; firstname: string };
    invitedDomain: { id: string; name: string } | null;
    /** The sign-up's password and names with its browser's device key; null for a resend. */
    signUp: { credentials: SignUpCredentials; deviceKey: string | null } | null;
    now: Date;
  },
): Promise<boolean> {
  const { user, invitedDomain, now } = input;
  const token = randomToken();
  const link = new URL('/confirm-email', ctx.config.publicUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('username', user.username);
  if (invitedDomain) link.searchParams.set('domainName', invitedDomain.name);
  // Rendered before the limit is checked: a mail not sent costs the same time as one sent.
  const mail = await renderMail(activationTemplate, { productName: PRODUCT_NAME, firstname: user.firstname, link: link.href });
  const sent = await hitCounter(db, activationMailsKey(user.username), HOUR_MS, now);
  if (sent.count > ACTIVATION_MAILS_PER_HOUR) return false;
  // A sign-up without a device key carries no password: its link asks for one, like a resend's.
  const deviceKey = input.signUp?.deviceKey ?? null;
  await insertActivationCode(db, {
    id: randomUUID(),
    userId: user.id,
    codeHash: hashToken(token),
    domainId: invitedDomain?.id ?? null,
    credentials: deviceKey ? (input.signUp?.credentials ?? null) : null,
    deviceKeyHash: deviceKey ? hashToken(deviceKey) : null,
    expiresAt: new Date(now.getTime() + SHORT_TOKEN_TTL_MS),
    createdAt: now,
  });
  await ctx.mailer.enqueue(db, { ...mail, to: user.username, logHint: link.href });
  return true;
}

/**
 * Renders an activation mail that is never sent: answers that send no mail (an unknown or active
 * address) do the same rendering work as those that do, so their time tells nothing.
 */
export async function renderUnsentActivation(ctx: AppContext): Promise<void> {
  await renderMail(activationTemplate, { productName: PRODUCT_NAME, firstname: '', link: ctx.config.publicUrl });
}
