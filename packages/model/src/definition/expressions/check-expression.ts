import { type ExpressionError, toExpressionError } from './expression-errors.ts';
import type { ExpressionEnvironment } from './expression-scope.ts';
import type { ExpressionType } from './expression-type.ts';
import { parsedExpressions } from './parsed-expression-cache.ts';
import { typeExpression } from './type-expression.ts';

/** What `checkExpression` answers: the expression's type, or why it is refused. */
export type CheckResult = { ok: true; type: ExpressionType } | { ok: false; error: ExpressionError };

/**
 * Parses and type-checks a binding expression against the names an environment declares, for the
 * properties panel to show the type (`formatExpressionType`) or the error as the builder types.
 *
 * @example checkExpression('size(app.cart) + 1', expressionEnvironmentFor(settings)) // { ok: true, type: number }
 */
export function checkExpression(source: string, environment: ExpressionEnvironment): CheckResult {
  try {
    return { ok: true, type: typeExpression(parsedExpressions.parse(source), environment) };
  } catch (caught) {
    return { ok: false, error: toExpressionError(caught) };
  }
}

/**
 * Whether `source` is an expression of the language at all, whatever the names it uses: null,
 * or the error (syntax, too long, too deep, a forbidden member name). What the document accepts
 * as a binding; names and types depend on where it runs, and are checked by `checkExpression`.
 */
export function checkExpressionSyntax(source: string): ExpressionError | null {
  try {
    parsedExpressions.parse(source);
    return null;
  } catch (caught) {
    return toExpressionError(caught);
  }
}
