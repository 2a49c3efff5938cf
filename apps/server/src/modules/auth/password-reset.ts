import { randomUUID } from 'node:crypto';
import { messages } from '@tessera/model';
import { PRODUCT_NAME, type AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { renderMail } from '../../mail/render.ts';
import { passwordResetCodeTemplate } from '../../mail/templates.ts';
import { clearCounter, hitCounter } from '../../security/counters.ts';
import { checkNewPassword, hashPassword } from '../../security/passwords.ts';
import { hashCode, hashToken, randomCode, randomToken } from '../../security/tokens.ts';
import {
  activateUser,
  consumePasswordResetToken,
  findLatestUnusedCode,
  findUserByUsername,
  insertPasswordResetToken,
  insertVerificationCode,
  invalidateCodes,
  revokeAllUserTokens,
  tryCode,
  updateUser,
} from './queries.ts';
import { normalizeUsername, SHORT_TOKEN_TTL_MS } from './service.ts';

/** Wrong tries a reset code survives; the fifth wrong one kills it. */
export const MAX_CODE_ATTEMPTS = 5;

/** Per account and hour: reset codes issued, and code guesses across all its codes. */
export const MAX_CODES_PER_HOUR = 5;
export const MAX_CODE_GUESSES_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;
const issuedCodesKey = (userId: string) => `reset-codes-issued:${userId}`;
const codeGuessesKey = (userId: string) => `reset-code-guesses:${userId}`;

/**
 * POST /auth/forgotpassword: mails a 6-digit code (10 minutes, single use). Unknown addresses,
 * and accounts past their codes for the hour, get the same answer and no mail. The code (HMAC
 * hashed), the end of earlier codes and the outbox mail commit together; the mail goes after.
 */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByUsername(ctx.db, normalizeUsername(email));
  if (!user) return;
  const now = ctx.clock();
  const issued = await hitCounter(ctx.db, issuedCodesKey(user.id), HOUR_MS, now);
  if (issued.count > MAX_CODES_PER_HOUR) return;
  const code = randomCode();
  const mail = await renderMail(passwordResetCodeTemplate, { productName: PRODUCT_NAME, code });
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
}

/**
 * POST /auth/verifycode: trades the right code for a single-use reset token (10 minutes).
 * Each guess counts an attempt on the code, atomically; an expired or exhausted code gets its
 * own message. Guesses are also counted per account and hour across codes (counted before the
 * check, so concurrent guesses cannot pass the limit; a right guess clears the count).
 */
export async function verifyCode(ctx: AppContext, input: { username: string; verificationCode: string }): Promise<string> {
  const now = ctx.clock();
  const user = await findUserByUsername(ctx.db, normalizeUsername(input.username));
  if (!user) throw new AppError('verification_code_incorrect', messages.verificationCodeIncorrect);
  const code = await findLatestUnusedCode(ctx.db, user.id, 'password_reset');
  if (!code) throw new AppError('verification_code_incorrect', messages.verificationCodeIncorrect);
  const expired = () => new AppError('verification_code_expired', messages.verificationCodeExpired);
  const guesses = await hitCounter(ctx.db, codeGuessesKey(user.id), HOUR_MS, now);
  if (guesses.count > MAX_CODE_GUESSES_PER_HOUR) throw expired();
  const guess = await tryCode(ctx.db, code.id, hashCode(ctx.keys.codes, input.verificationCode.trim()), MAX_CODE_ATTEMPTS, now);
  if (!guess) throw expired();
  if (!guess.ok) throw new AppError('verification_code_incorrect', messages.verificationCodeIncorrect);
  await clearCounter(ctx.db, codeGuessesKey(user.id));
  const token = randomToken();
  await insertPasswordResetToken(ctx.db, {
    id: randomUUID(),
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SHORT_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

/**
 * POST /auth/resetpassword: sets the new password with a reset token (once), signs the user
 * out everywhere (all refresh families revoked) and activates a pending account, since the
 * code proved the address.
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
    await revokeAllUserTokens(trx, user.id, now);
  });
}
