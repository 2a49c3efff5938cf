import * as z from 'zod/mini';

/**
 * The two kinds of text that hold expressions in a definition:
 * - an **expression** is CEL source (`screen.count + 1`, `"Done"`), evaluated against the binding
 *   scope by `evaluateExpression`;
 * - a **template** is text shown as written, with `{{ expression }}` parts replaced by their values
 *   (`Hello {{ user.email }}`), so a plain message or address stored before templates existed
 *   still means the same.
 */

export const EXPRESSION_MAX_LENGTH = 2000;
export const TEMPLATE_MAX_LENGTH = 4000;

/** CEL source; never empty. */
export const expressionSchema = z.string().check(z.trim(), z.minLength(1, 'Enter an expression.'), z.maxLength(EXPRESSION_MAX_LENGTH));
/** Text with `{{ expression }}` parts. */
export const templateSchema = z.string().check(z.maxLength(TEMPLATE_MAX_LENGTH));
