import { evaluateExpression } from '../expressions/evaluate-expression.ts';
import type { ExpressionError } from '../expressions/expression-errors.ts';
import type { ExpressionScope } from '../expressions/expression-scope.ts';

/** One part of a template: text as written, or the source of a `{{ expression }}`. */
export type TemplatePart = { kind: 'text'; text: string } | { kind: 'expression'; source: string; offset: number };

/**
 * The parts of a template (`Hello {{ user.email }}!`): text, and the trimmed source of each
 * `{{ … }}` with the offset of its first character. A `{{` without its `}}` stays text.
 */
export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf('{{', at);
    const close = open < 0 ? -1 : template.indexOf('}}', open + 2);
    if (open < 0 || close < 0) {
      parts.push({ kind: 'text', text: template.slice(at) });
      break;
    }
    if (open > at) parts.push({ kind: 'text', text: template.slice(at, open) });
    const inner = template.slice(open + 2, close);
    const lead = inner.length - inner.trimStart().length;
    parts.push({ kind: 'expression', source: inner.trim(), offset: open + 2 + lead });
    at = close + 2;
  }
  return parts;
}

/** A value as a template writes it: text as is, null as nothing, numbers and lists as JSON. */
export function templateText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** What `renderTemplate` answers: the text, or the first expression's error. */
export type TemplateResult = { ok: true; value: string } | { ok: false; error: ExpressionError };

/**
 * A template's text with each `{{ expression }}` replaced by its value against `scope`; the first
 * failing expression fails the whole (its error's position is in the template).
 *
 * @example renderTemplate('Hi {{ user.email }}', { user: { id: '1', email: 'a@b.c', roles: [] } }) // { ok: true, value: 'Hi a@b.c' }
 */
export function renderTemplate(template: string, scope: ExpressionScope): TemplateResult {
  let text = '';
  for (const part of templateParts(template)) {
    if (part.kind === 'text') {
      text += part.text;
      continue;
    }
    const result = evaluateExpression(part.source, scope);
    if (!result.ok) {
      const position = result.error.position === undefined ? part.offset : part.offset + result.error.position;
      return { ok: false, error: { ...result.error, position } };
    }
    text += templateText(result.value);
  }
  return { ok: true, value: text };
}
