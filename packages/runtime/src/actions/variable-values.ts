import type { VariableDeclaration, VariableScope, VariableType } from '@tessera/model/definition';
import type { ActionFailure } from './action-effects.ts';

/** The variable type of a value, as the messages name it. */
export function typeOfValue(value: unknown): VariableType | 'null' | 'other' {
  if (value === null) return 'null';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'map';
  return 'other';
}

/** Whether a variable of `type` may hold `value` (every variable may hold null: not set). */
export function fitsVariable(type: VariableType, value: unknown): boolean {
  const actual = typeOfValue(value);
  return actual === 'null' || actual === type;
}

const scopeWords: Record<VariableScope, string> = { screen: 'The screen', app: 'The app' };

/** The refusal of a variable nobody declared. */
export function unknownVariable(scope: VariableScope, name: string): ActionFailure {
  return { code: 'unknown_variable', message: `${scopeWords[scope]} has no variable '${name}'.` };
}

/** The refusal of a value of another type than the variable's. */
export function wrongVariableType(declaration: VariableDeclaration, value: unknown): ActionFailure {
  return { code: 'wrong_type', message: `The variable '${declaration.name}' holds a ${declaration.type}, not a ${typeOfValue(value)}.` };
}

/** The first value of each declared variable (null when its initial value does not fit its type). */
export function initialValues(declarations: readonly VariableDeclaration[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const declaration of declarations) {
    const initial = declaration.initial === undefined ? null : declaration.initial;
    values[declaration.name] = fitsVariable(declaration.type, initial) ? initial : null;
  }
  return values;
}
