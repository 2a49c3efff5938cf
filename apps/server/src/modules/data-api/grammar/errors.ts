import type { DataApiError } from './ast.ts';

/**
 * The PostgREST codes the request grammar answers with, and their HTTP status.
 * - PGRST100: the query string does not parse, or passes a limit of `limits.ts`.
 * - PGRST103: the `Range` header is malformed or its lower bound is above its upper bound (416).
 * - PGRST122: `Prefer: handling=strict` with a preference this server does not apply.
 * - PGRST123: an aggregate in `select=` (`amount.sum()`, `count()`), which are not allowed.
 */
export const grammarErrorStatus = {
  PGRST100: 400,
  PGRST103: 416,
  PGRST122: 400,
  PGRST123: 400,
} as const;
export type GrammarErrorCode = keyof typeof grammarErrorStatus;

export function grammarError(code: GrammarErrorCode, message: string, details: string | null = null, hint: string | null = null): DataApiError {
  return { status: grammarErrorStatus[code], code, message, details, hint };
}

/** How much of a key or name an error message quotes. */
export const NAME_ECHO_LENGTH = 40;

/**
 * A piece of the request for an error message: at most `max` characters of it, in double quotes,
 * with quotes, backslashes and control characters escaped (JSON's escaping), so a message never
 * repeats much of what it was sent and never carries raw control characters.
 */
export function quoteInput(text: string, max: number): string {
  const cut = text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
  return JSON.stringify(cut);
}

/**
 * A parse failure inside the recursive-descent parsers. Each exported `parse…` function catches
 * it at its boundary and returns it as `{ ok: false, error }`; it never leaves this folder.
 */
export class GrammarFailure extends Error {
  constructor(readonly error: DataApiError) {
    super(error.message);
  }
}

export type GrammarResult<Value> = { ok: true; value: Value } | { ok: false; error: DataApiError };

/** Runs a parser that throws `GrammarFailure`, as a result; any other exception is a bug and rethrown. */
export function catchGrammar<Value>(parse: () => Value): GrammarResult<Value> {
  try {
    return { ok: true, value: parse() };
  } catch (failure) {
    if (failure instanceof GrammarFailure) return { ok: false, error: failure.error };
    throw failure;
  }
}
