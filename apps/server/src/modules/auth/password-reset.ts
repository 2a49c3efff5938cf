import { randomUUID } from 'node:crypto';
import { messages } from '@tessera/model';
import { PRODUCT_NAME, type AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { renderMail } from '../../mail/render.ts';
import { passwordResetCodeTemplate } from '../../mail/templates.ts';
import { withAnswerFloor } from '../../security/answer-floor.ts';
import { clearCounter, hitCounter } from '../../security/counter-queries.ts';
import { checkNewPassword, hashPassword } from '../../security/passwords.ts';
import { hashCode, hashToken, randomCode, randomToken } from '../../security/tokens.ts';
import { activateUser, findUserByUsername, updateUser } from '../users/queries.ts';
import { normalizeUsername } from '../users/username.ts';
import {
  consumePasswordResetToken,
  findLatestUnusedCode,
  insertPasswordResetToken,
  insertVerificationCode,
  invalidateCodes,
} from './queries.ts';
import { loginFailuresKey, SHORT_TOKEN_TTL_MS } from './service.ts';
import { revokeAllSessions } from './sessions.ts';
import { tryCodeGuess } from '../../security/code-guess-queries.ts';

/** Wrong tries a reset code survives; the fifth wrong one kills it. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Reset codes issued per hour: per account and requester (a stranger spends only their own share),
 * and per account whoever asks (how many mails one inbox can get). Code guesses per hour are
 * counted per address and requester, known address or not, so the answers match.
 */
export const MAX_CODES_PER_HOUR = 5;
export const MAX_CODES_PER_ACCOUNT_HOUR = 20;
export const MAX_CODE_GUESSES_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;
const issuedCodesKey = (userId: string, requester: string) => `reset-codes-issued:${userId}:${requester}`;
const accountCodesKey = (userId: string) => `reset-codes-issued:${userId}`;
const codeGuessesKey = (username: string, requester: string) => `reset-code-guesses:${username}:${requester}`;

/**
 * POST /auth/forgotpassword: mails a 6-digit code (10 minutes, single use). Unknown addresses,
 * and accounts past their codes for the hour, get the same answer, in the same time, and no mail.
 * The code (HMAC hashed), the end of earlier codes and the outbox mail commit together; the mail
 * goes after. `requester` is the client address (rate limits key on it).
 */
export async function forgotPassword(ctx: AppContext, email: string, requester: string): Promise<void> {
  await withAnswerFloor(ctx.config.accounts.answerFloorMs, async () => {
    // Rendered first: an answer that sends no mail does the same work as one that does.
    const code = randomCode();
    const mail = await renderMail(passwordResetCodeTemplate, { productName: PRODUCT_NAME, code });
    const user = await findUserByUsername(ctx.db, normalizeUsername(email));
    if (!user) return;
    const now = ctx.clock();
    const mine = await hitCounter(ctx.db, issuedCodesKey(user.id, requester), HOUR_MS, now);
    if (mine.count > MAX_CODES_PER_HOUR) return;
    const all = await hitCounter(ctx.db, accountCodesKey(user.id), HOUR_MS, now);
    if (all.count > MAX_CODES_PER_ACCOUNT_HOUR) return;
    await ctx.db.transaction().execute(async (trx) => {
      await invalidateCodes(trx, user.id, 'password_reset', now);
      await insertVerificationCode(trx, {
        id: randomUUID(),
        userId: user.id,
        purpose: 'password_reset',
        codeHash: hashCode(ctx.keys.codes, code),
        domainId: null,
        expiresAt: new Date(now.getTime() + SHORT_TOKEN_TTL_MS),
        createdAt: now,
      });
      await ctx.mailer.enqueue(trx, { ...mail, to: user.username, logHint: `verification code ${code}` });
    });
    ctx.mailer.kick();
  });
}

/**
 * POST /auth/verifycode: trades the right code for a single-use reset token (10 minutes). Every
 * failure (wrong code, expired, tried too often, no code, unknown address) gets one answer in the
 * same time. Each guess counts an attempt on the code, atomically, and on the address and
 * requester's hourly count (before the check, so concurrent guesses cannot pass it; a right
 * guess clears it).
 */
export async function verifyCode(
  ctx: AppContext,
  input: { username: string; verificationCode: string },
  requester: string,
): Promise<string> {
  return withAnswerFloor(ctx.config.accounts.answerFloorMs, async () => {
    const now = ctx.clock();
    const username = normalizeUsername(input.username);
    const wrong = () => new AppError('verification_code_incorrect', messages.verificationCodeIncorrect);
    const guesses = await hitCounter(ctx.db, codeGuessesKey(username, requester), HOUR_MS, now);
    if (guesses.count > MAX_CODE_GUESSES_PER_HOUR) throw wrong();
    const user = await findUserByUsername(ctx.db, username);
    const code = user ? await findLatestUnusedCode(ctx.db, user.id, 'password_reset') : undefined;
    if (!user || !code) throw wrong();
    const guess = await tryCodeGuess(ctx.db, 'verificationCodes', code.id, hashCode(ctx.keys.codes, input.verificationCode.trim()), MAX_CODE_ATTEMPTS, now);
    if (!guess?.ok) throw wrong();
    await clearCounter(ctx.db, codeGuessesKey(username, requester));
    const token = randomToken();
    await insertPasswordResetToken(ctx.db, {
      id: randomUUID(),
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + SHORT_TOKEN_TTL_MS),
      createdAt: now,
    });
    return token;
  });
}

/**
 * POST /auth/resetpassword: sets the new password with a reset token (once), signs the user
 * out everywhere (all refresh families revoked) and activates a pending account, since the
 * code proved the address. Proving the mailbox also lifts a sign-in lock: failed logins (anyone's)
 * are forgotten, so the owner signs in at once.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; UserName: string; newPassword: string },
): Promise<void> {
  const now = ctx.clock();
  const user = await findUserByUsername(ctx.db, normalizeUsername(input.UserName));
  if (!user) throw new AppError('invalid_token', messages.invalidToken);
  const problem = checkNewPassword(input.newPassword);
  if (problem) throw new AppError('weak_password', problem);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const consumed = await consumePasswordResetToken(trx, hashToken(input.token), user.id, now);
    if (!consumed) throw new AppError('invalid_token', messages.invalidToken);
    await updateUser(trx, user.id, { passwordHash });
    await activateUser(trx, user.id, now);
    await revokeAllSessions(trx, user.id, now);
    await clearCounter(trx, loginFailuresKey(user.username));
  });
}
