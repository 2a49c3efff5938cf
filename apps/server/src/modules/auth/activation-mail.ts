import { randomUUID } from 'node:crypto';
import { PRODUCT_NAME, type AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { renderMail } from '../../mail/render.ts';
import { activationTemplate } from '../../mail/templates.ts';
import { hashToken, randomToken } from '../../security/tokens.ts';
import { SHORT_TOKEN_TTL_MS } from './service.ts';
import { insertActivationCode, type SignUpCredentials } from './sign-up-queries.ts';

/**
 * Writes a new activation link for a pending user with `db` (the caller's transaction): the code
 * row, carrying the sign-up it confirms, and its outbox mail. Other links stay live. The caller
 * calls `ctx.mailer.kick()` after the commit.
 */
export async function writeActivation(
  ctx: AppContext,
  db: Db,
  input: {
    user: { id: string; username: string };
    /** The name the mail greets. */
    firstname: string;
    invitedDomain: { id: string; name: string } | null;
    credentials: SignUpCredentials | null;
    now: Date;
  },
): Promise<void> {
  const { user, invitedDomain, now } = input;
  const token = randomToken();
  const link = new URL('/confirm-email', ctx.config.publicUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('username', user.username);
  if (invitedDomain) link.searchParams.set('domainName', invitedDomain.name);
  const mail = await renderMail(activationTemplate, { productName: PRODUCT_NAME, firstname: input.firstname, link: link.href });
  await insertActivationCode(db, {
    id: randomUUID(),
    userId: user.id,
    codeHash: hashToken(token),
    domainId: invitedDomain?.id ?? null,
    credentials: input.credentials,
    expiresAt: new Date(now.getTime() + SHORT_TOKEN_TTL_MS),
    createdAt: now,
  });
  await ctx.mailer.enqueue(db, { ...mail, to: user.username, logHint: link.href });
}
