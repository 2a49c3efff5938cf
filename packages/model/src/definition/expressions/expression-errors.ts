/**
 * Why an expression was refused or failed. Every code the checker or the evaluator can return is
 * listed here, so the studio can translate it; `position` is the offset in the source, when known.
 */
export const expressionErrorCodes = [
  /** Longer than `MAX_EXPRESSION_LENGTH`. */
  'too_long',
  /** Nested deeper than `MAX_EXPRESSION_DEPTH` (brackets, operators, calls). */
  'too_deep',
  /** Not an expression of the language (unexpected character or token). */
  'syntax_error',
  /** A name that is neither a scope name nor available here (`foo`, `process`, `item` outside a repeater). */
  'unknown_name',
  /** A field of a record that has no such field (`app.noSuchVariable`). */
  'unknown_field',
  /** `constructor`, `__proto__`, `prototype` (and the other names in `FORBIDDEN_MEMBER_NAMES`). */
  'forbidden_name',
  /** An operator, function or member used with a type it does not take. */
  'type_mismatch',
  /** A function or method the language does not have. */
  'unknown_function',
  /** A map read at a key it does not hold (`has()` tests first). */
  'no_such_key',
  /** A list read outside its bounds, or at an index that is not a whole number. */
  'index_out_of_range',
  /** A member or index read on `null` (`user.email` with nobody signed in). */
  'null_access',
  /** Division or remainder by zero. */
  'division_by_zero',
  /** A text that `int()` or `double()` cannot read as a number. */
  'not_a_number',
  /** A value in the scope that is not JSON-like data (a function, a symbol). */
  'unsupported_value',
  /** Macros that together visit more items than `MAX_MACRO_ITERATIONS` in one evaluation. */
  'too_costly',
] as const;
export type ExpressionErrorCode = (typeof expressionErrorCodes)[number];

/** An expression's refusal or failure: a stable code, an English message, the source offset. */
export interface ExpressionError {
  code: ExpressionErrorCode;
  message: string;
  position?: number;
}

/**
 * Thrown inside the parser, checker and evaluator and caught at their entry points, which return
 * it as `{ ok: false, error }`; never escapes the expressions folder.
 */
export class ExpressionFailure extends Error {
  readonly code: ExpressionErrorCode;
  readonly position: number | undefined;

  constructor(code: ExpressionErrorCode, message: string, position?: number) {
    super(message);
    this.code = code;
    this.position = position;
  }

  toError(): ExpressionError {
    const error: ExpressionError = { code: this.code, message: this.message };
    if (this.position !== undefined) error.position = this.position;
    return error;
  }
}

/** Turns what an entry point caught into an error value; anything else is a broken invariant. */
export function toExpressionError(caught: unknown): ExpressionError {
  if (caught instanceof ExpressionFailure) return caught.toError();
  // A deep recursion the depth limit should have stopped; reported, not thrown, so a binding never blanks the app.
  if (caught instanceof RangeError) return { code: 'too_deep', message: 'The expression is nested too deeply.' };
  throw caught;
}
