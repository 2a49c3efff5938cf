import { randomUUID } from 'node:crypto';
import { endUserMessages } from '@tessera/model/end-users';
import type { AppContext } from '../../context.ts';
import type { Db, EndUserCodePurpose } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { renderMail, type RenderedMail } from '../../mail/render.ts';
import { endUserVerificationCodeTemplate, passwordResetCodeTemplate } from '../../mail/templates.ts';
import { clearCounter, hitCounter } from '../../security/counter-queries.ts';
import { hashCode, randomCode } from '../../security/tokens.ts';
import { MAX_CODE_ATTEMPTS, MAX_CODE_GUESSES_PER_HOUR, MAX_CODES_PER_ACCOUNT_HOUR } from '../auth/password-reset.ts';
import { SHORT_TOKEN_TTL_MS } from '../auth/service.ts';
import { type AppTarget, endUserCounterKey } from './app-target.ts';
import { closeEndUserCodes, findEndUserByEmail, findLatestEndUserCode, insertEndUserCode } from './queries.ts';
import { tryCodeGuess } from '../../security/code-guess-queries.ts';

const HOUR_MS = 60 * 60_000;
const templates = { verify_email: endUserVerificationCodeTemplate, password_reset: passwordResetCodeTemplate } as const;

/** A code and its mail, rendered before anything is known of the address (every answer does the same work). */
export interface PreparedCode {
  code: string;
  mail: RenderedMail;
}

export async function prepareCode(target: AppTarget, purpose: EndUserCodePurpose): Promise<PreparedCode> {
  const code = randomCode();
  return { code, mail: await renderMail(templates[purpose], { productName: target.appName, code }) };
}

/**
 * Writes a new code of `purpose` for the end user with `db` (the caller's transaction): earlier
 * codes of the purpose die, the code is stored HMAC hashed (10 minutes, single use) and its mail
 * goes to the outbox. Past {@link MAX_CODES_PER_ACCOUNT_HOUR} codes of the address this hour it
 * writes nothing (the caller's answer stays the same). Call `ctx.mailer.kick()` after the commit.
 */
export async function writeCode(
  ctx: AppContext,
  db: Db,
  input: { target: AppTarget; endUser: { id: string; email: string }; purpose: EndUserCodePurpose; prepared: PreparedCode; now: Date },
): Promise<void> {
  const { target, endUser, purpose, prepared, now } = input;
  const issued = await hitCounter(db, endUserCounterKey(`codes-${purpose}`, target, endUser.email), HOUR_MS, now);
  if (issued.count > MAX_CODES_PER_ACCOUNT_HOUR) return;
  await closeEndUserCodes(db, endUser.id, purpose, now);
  await insertEndUserCode(db, {
    id: randomUUID(),
    endUserId: endUser.id,
    purpose,
    codeHash: hashCode(ctx.keys.codes, prepared.code),
    expiresAt: new Date(now.getTime() + SHORT_TOKEN_TTL_MS),
    createdAt: now,
  });
  await ctx.mailer.enqueue(db, { ...prepared.mail, to: endUser.email, logHint: `code ${prepared.code}` });
}

/**
 * One guess at the newest code of `purpose` of the address: the end user when the code was right
 * (it is used up now), else 400 `verification_code_incorrect`, one answer for a wrong, expired,
 * used or exhausted code and an unknown address. Guesses count per address and requester, before
 * the check (concurrent guesses cannot pass the limit), and on the code (the fifth wrong one kills it).
 */
export async function consumeCode(ctx: AppContext, input: { target: AppTarget; email: string; code: string; purpose: EndUserCodePurpose; requester: string }) {
  const { target, email, purpose } = input;
  const now = ctx.clock();
  const wrong = () => new AppError('verification_code_incorrect', endUserMessages.codeIncorrect);
  const guessesKey = endUserCounterKey(`code-guesses:${input.requester}`, target, email);
  const guesses = await hitCounter(ctx.db, guessesKey, HOUR_MS, now);
  if (guesses.count > MAX_CODE_GUESSES_PER_HOUR) throw wrong();
  const endUser = await findEndUserByEmail(ctx.db, target.projectId, target.environment, email);
  const code = endUser ? await findLatestEndUserCode(ctx.db, endUser.id, purpose) : undefined;
  if (!endUser || !code) throw wrong();
  const guess = await tryCodeGuess(ctx.db, 'endUserCodes', code.id, hashCode(ctx.keys.codes, input.code.trim()), MAX_CODE_ATTEMPTS, now);
  if (!guess?.ok) throw wrong();
  await clearCounter(ctx.db, guessesKey);
  return endUser;
}
