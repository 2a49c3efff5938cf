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

/** The end user a right code was for, as read before the code was used. */
export type CodeOwner = NonNullable<Awaited<ReturnType<typeof findEndUserByEmail>>>;

/**
 * One guess at the newest code of `purpose` of the address, and `apply` (the code's effect) when it
 * is right, all or nothing: the code is used up in the transaction that applies it, so a refusal
 * inside `apply` (a full plan) rolls back and leaves the code usable. A wrong, expired, used or
 * exhausted code and an unknown address are one answer, 400 `verification_code_incorrect`; the
 * wrong guess is committed before the answer (the fifth kills the code). Guesses count per address
 * and requester first, in their own statement (concurrent guesses cannot pass the limit, and no
 * rollback takes one back).
 */
export async function consumeCode<T>(
  ctx: AppContext,
  input: { target: AppTarget; email: string; code: string; purpose: EndUserCodePurpose; requester: string },
  apply: (trx: Db, endUser: CodeOwner) => Promise<T>,
): Promise<T> {
  const { target, email, purpose } = input;
  const now = ctx.clock();
  const wrong = () => new AppError('verification_code_incorrect', endUserMessages.codeIncorrect);
  const guessesKey = endUserCounterKey(`code-guesses:${input.requester}`, target, email);
  const guesses = await hitCounter(ctx.db, guessesKey, HOUR_MS, now);
  if (guesses.count > MAX_CODE_GUESSES_PER_HOUR) throw wrong();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const endUser = await findEndUserByEmail(trx, target.projectId, target.environment, email);
    const code = endUser ? await findLatestEndUserCode(trx, endUser.id, purpose) : undefined;
    if (!endUser || !code) return { right: false } as const;
    const guess = await tryCodeGuess(trx, 'endUserCodes', code.id, hashCode(ctx.keys.codes, input.code.trim()), MAX_CODE_ATTEMPTS, now);
    // A wrong guess commits its count: the answer is thrown after the transaction.
    if (!guess?.ok) return { right: false } as const;
    await clearCounter(trx, guessesKey);
    return { right: true, applied: await apply(trx, endUser) } as const;
  });
  if (!outcome.right) throw wrong();
  return outcome.applied;
}
