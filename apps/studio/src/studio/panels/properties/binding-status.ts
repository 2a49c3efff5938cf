import { checkExpression, type ExpressionEnvironment, type ExpressionErrorCode, formatExpressionType } from '@tessera/model/definition';

/** How long the expression box waits after the last key before it checks and sends (ms). */
export const BINDING_CHECK_DELAY_MS = 150;

/**
 * What the expression box shows under a draft: nothing typed yet, the inferred type (the draft
 * may be sent), or the error with the text it points at (`near`; empty at the end of the draft).
 */
export type BindingStatus = { kind: 'empty' } | { kind: 'ok'; type: string } | { kind: 'error'; code: ExpressionErrorCode; near: string };

/** Checks a draft against the names the screen offers. Pure. */
export function bindingStatus(source: string, environment: ExpressionEnvironment): BindingStatus {
  if (source.trim() === '') return { kind: 'empty' };
  const checked = checkExpression(source, environment);
  if (checked.ok) return { kind: 'ok', type: formatExpressionType(checked.type) };
  return { kind: 'error', code: checked.error.code, near: nearText(source, checked.error.position ?? 0) };
}

/** The name, number, quoted text or character at `position` (a short excerpt); empty at the end. */
export function nearText(source: string, position: number): string {
  const rest = source.slice(position).trimStart();
  const token = /^([A-Za-z_][A-Za-z0-9_]*|\d+(\.\d+)?|"[^"]{0,24}"?|'[^']{0,24}'?|&&|\|\||[=!<>]=|.)/.exec(rest);
  return token ? token[0] : '';
}

/** `too_long` → `tooLong`: the key of a code's text in `studioPanels.properties.binding.errors`. */
export function bindingErrorKey(code: ExpressionErrorCode): string {
  return code.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
