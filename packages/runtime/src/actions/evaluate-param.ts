import { evaluateExpression, renderTemplate, type ExpressionScope } from '@tessera/model/definition';
import type { ActionFailure } from './action-effects.ts';

type Evaluated<T> = { ok: true; value: T } | { ok: false; error: ActionFailure };

function expressionFailure(what: string, source: string, message: string, code: string): { ok: false; error: ActionFailure } {
  return { ok: false, error: { code: `expression_${code}`, message: `${what} (${source}): ${message}` } };
}

/** The value of an expression param, or an error that names the param and its source. */
export function evaluateParam(what: string, source: string, scope: ExpressionScope): Evaluated<unknown> {
  const result = evaluateExpression(source, scope);
  return result.ok ? result : expressionFailure(what, source, result.error.message, result.error.code);
}

/** The text of a template param, or an error that names the param. */
export function renderParam(what: string, template: string, scope: ExpressionScope): Evaluated<string> {
  const result = renderTemplate(template, scope);
  return result.ok ? result : expressionFailure(what, template, result.error.message, result.error.code);
}

/** The values of a name → expression map, in order; the first failure stops it. */
export function evaluateMap(what: string, map: Readonly<Record<string, string>> | undefined, scope: ExpressionScope): Evaluated<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(map ?? {})) {
    const value = evaluateParam(`${what} ${name}`, source, scope);
    if (!value.ok) return value;
    values[name] = value.value;
  }
  return { ok: true, value: values };
}

/** A text param that must be text (an email, a code): its value, or a wrong-type error. */
export function evaluateText(what: string, source: string, scope: ExpressionScope): Evaluated<string> {
  const value = evaluateParam(what, source, scope);
  if (!value.ok) return value;
  if (typeof value.value !== 'string') return { ok: false, error: { code: 'wrong_type', message: `${what} must be a text (${source}).` } };
  return { ok: true, value: value.value };
}
