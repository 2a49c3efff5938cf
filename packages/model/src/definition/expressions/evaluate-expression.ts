import { type ExpressionError, toExpressionError } from './expression-errors.ts';
import type { ExpressionScope } from './expression-scope.ts';
import { toPlainValue } from './expression-values.ts';
import { parsedExpressions } from './parsed-expression-cache.ts';
import { runExpression } from './run-expression.ts';

/** What `evaluateExpression` answers: the value, or why there is none. */
export type EvaluationResult = { ok: true; value: unknown } | { ok: false; error: ExpressionError };

/**
 * Evaluates a binding expression against the current scope and returns its value as plain
 * JSON-like data, or an error value; never throws for anything an expression or a scope can hold.
 *
 * @example evaluateExpression('user == null ? "Guest" : user.email', { user: null }) // { ok: true, value: 'Guest' }
 */
export function evaluateExpression(source: string, scope: ExpressionScope): EvaluationResult {
  try {
    const node = parsedExpressions.parse(source);
    return { ok: true, value: toPlainValue(runExpression(node, scope)) };
  } catch (caught) {
    return { ok: false, error: toExpressionError(caught) };
  }
}
