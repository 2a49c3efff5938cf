import { formatPath } from '../result.ts';
import type { Action } from '../schema/action.ts';
import { getActionDeclaration } from './action-catalogue.ts';

/** One expression or template held by an action: where it sits (`params.filters[0].value`) and its text. */
export interface ActionExpression {
  path: string;
  kind: 'expression' | 'template';
  source: string;
}

/** The values at a declared param path (`filters.*.value`: each filter's value), with their paths. */
function valuesAt(value: unknown, parts: readonly string[], at: (string | number)[]): { path: (string | number)[]; value: unknown }[] {
  if (parts.length === 0) return [{ path: at, value }];
  if (typeof value !== 'object' || value === null) return [];
  const [part, ...rest] = parts as [string, ...string[]];
  if (part === '*') {
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
    return entries.flatMap(([key, item]) => valuesAt(item, rest, [...at, key]));
  }
  return Object.hasOwn(value, part) ? valuesAt((value as Record<string, unknown>)[part], rest, [...at, part]) : [];
}

/**
 * Every expression and template of an action, so an editor can check each as the builder types
 * (`checkExpression`) and show the problem at its field: the condition, the params the action's
 * declaration names, and the text of a message shown on failure. An unknown type has only its
 * condition and failure text.
 */
export function actionExpressions(action: Pick<Action, 'type' | 'params' | 'condition' | 'onError'>): ActionExpression[] {
  const found: ActionExpression[] = [];
  if (action.condition !== undefined) found.push({ path: 'condition', kind: 'expression', source: action.condition });
  const declaration = getActionDeclaration(action.type);
  for (const [kind, paths] of [
    ['expression', declaration?.expressions ?? []],
    ['template', declaration?.templates ?? []],
  ] as const) {
    for (const declared of paths) {
      for (const { path, value } of valuesAt(action.params, declared.split('.'), ['params'])) {
        if (typeof value === 'string') found.push({ path: formatPath(path), kind, source: value });
      }
    }
  }
  if (action.onError?.kind === 'message' && action.onError.text) found.push({ path: 'onError.text', kind: 'template', source: action.onError.text });
  return found;
}
