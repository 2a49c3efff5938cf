import { type ElementDeclaration, evaluateExpression, type ExpressionScope } from '@tessera/model/definition';

/** A binding that gave no value: which prop, and why (for a host that wants to show it). */
export interface BindingFailure {
  prop: string;
  code: string;
  message: string;
}

/** What `boundPropValues` answers: the values to use over the static props, and the bindings that failed. */
export interface BoundPropValues {
  values: Record<string, unknown>;
  failures: BindingFailure[];
}

/**
 * Evaluates a node's bindings against the scope. A value that fits its prop's declaration (the
 * same schema the validator checks stored props with: a bound `href` is a safe address too) is
 * used; a number or bool bound to a text prop is written as text. A binding that fails, or
 * whose value does not fit, is left out, so the static prop shows: a binding never throws and
 * never blanks the app. Pure.
 *
 * @example boundPropValues(labelElement, { text: 'screen.count + 1' }, { screen: { count: 2 } }) // values: { text: '3' }
 */
export function boundPropValues(declaration: ElementDeclaration, bindings: Readonly<Record<string, string>>, scope: ExpressionScope): BoundPropValues {
  const values: Record<string, unknown> = {};
  const failures: BindingFailure[] = [];
  const defaults: Readonly<Record<string, unknown>> = declaration.defaults;
  for (const [prop, source] of Object.entries(bindings)) {
    const result = evaluateExpression(source, scope);
    if (!result.ok) {
      failures.push({ prop, code: result.error.code, message: result.error.message });
      continue;
    }
    const value = asPropValue(defaults[prop], result.value);
    if (!declaration.propsSchema.safeParse({ [prop]: value }).success) {
      failures.push({ prop, code: 'prop_mismatch', message: `The value does not fit the prop "${prop}" of ${declaration.type}.` });
      continue;
    }
    values[prop] = value;
  }
  return { values, failures };
}

/** A number or bool shown by a text prop is written as text; everything else is left as it is. */
function asPropValue(staticDefault: unknown, value: unknown): unknown {
  if (typeof staticDefault === 'string' && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
  return value;
}
