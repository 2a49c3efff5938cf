import { type AppSettings, type ExpressionEnvironment, expressionEnvironmentFor, expressionTypes, templateParts, typeOfVariable, variableTypes, type VariableType } from '@tessera/model/definition';
import { bindingStatus, type BindingStatus } from '../binding-status.ts';
import type { ActionDraft } from './action-draft.ts';
import type { ActionField } from './action-fields.ts';

/** A variable the screen declares, as its root's `variables` prop holds it. */
export interface DeclaredVariable {
  name: string;
  type: string;
}

const isVariableType = (type: string): type is VariableType => (variableTypes as readonly string[]).includes(type);

/** What the checker finds wrong with an expression: its error code and the text it points at. */
export type ExpressionProblem = Extract<BindingStatus, { kind: 'error' }>;

/**
 * The names an expression of an element of a screen may use, typed: the screen's declared
 * variables (`screen.cont` is an unknown field; a screen that declares none has no `screen.x`),
 * the app's variables and environment values of the run settings (`null` while not known: then
 * `app` and `env` stay dynamic maps), `item` and `index` only inside a data repeater, and the
 * queries its repeaters and tables publish (`queryNames`, `screenQueryNames`; `null`: any name).
 */
export function screenExpressionEnvironment(
  settings: Pick<AppSettings, 'variables' | 'environment'> | null,
  screenVariables: readonly DeclaredVariable[],
  inRepeater: boolean,
  queryNames: readonly string[] | null = null,
): ExpressionEnvironment {
  const typed = screenVariables.filter((variable) => isVariableType(variable.type));
  return {
    ...expressionEnvironmentFor(settings, { inRepeater, ...(queryNames === null ? {} : { queryNames }) }),
    screen: expressionTypes.record(Object.fromEntries(typed.map((variable) => [variable.name, typeOfVariable(variable.type as VariableType)]))),
  };
}

/**
 * The expression checker of the action editor and the data query editor over an environment
 * ({@link screenExpressionEnvironment}). Answers the problem (the binding box's:
 * `bindingErrorText` shows it), or `null` for a good expression.
 */
export function expressionCheckerFor(environment: ExpressionEnvironment): (source: string) => ExpressionProblem | null {
  return (source) => {
    const status = bindingStatus(source, environment);
    return status.kind === 'error' ? status : null;
  };
}

/** The first problem of a template's `{{ expression }}` parts, or `null`. */
export function checkTemplateWith<Problem>(check: (source: string) => Problem | null, template: string): Problem | null {
  for (const part of templateParts(template)) {
    if (part.kind !== 'expression') continue;
    const problem = check(part.source);
    if (problem !== null) return problem;
  }
  return null;
}

/** The expression texts of one param in form shape: the text, a map's or filters' values. */
function expressionTexts(field: ActionField, value: unknown): { kind: 'expression' | 'template'; text: string }[] {
  const rows = Array.isArray(value) ? (value as { value?: unknown }[]) : [];
  switch (field.kind) {
    case 'expression':
    case 'template':
      return typeof value === 'string' && value.trim() !== '' ? [{ kind: field.kind, text: value }] : [];
    case 'expressionMap':
    case 'filters':
      return rows.filter((row) => typeof row.value === 'string' && row.value.trim() !== '').map((row) => ({ kind: 'expression', text: row.value as string }));
    default:
      return [];
  }
}

/**
 * The fields of a draft whose expressions (or templates' parts) the checker refuses, with its
 * message, and `condition` and `onError` likewise: Save waits until there are none.
 */
export function draftExpressionIssues<Problem>(fields: readonly ActionField[], draft: ActionDraft, check: (source: string) => Problem | null): Record<string, Problem> {
  const issues: Record<string, Problem> = {};
  for (const field of fields) {
    for (const { kind, text } of expressionTexts(field, draft.params[field.name])) {
      const problem = kind === 'expression' ? check(text) : checkTemplateWith(check, text);
      if (problem !== null) {
        issues[field.name] ??= problem;
      }
    }
  }
  if (draft.condition.trim() !== '') {
    const problem = check(draft.condition);
    if (problem !== null) issues.condition = problem;
  }
  if (draft.onError.kind === 'message') {
    const problem = checkTemplateWith(check, draft.onError.text);
    if (problem !== null) issues.onError = problem;
  }
  return issues;
}
