import type { AppSettings, VariableType } from './app-settings.ts';

/**
 * The checks of run settings that a schema cannot express: names unique within their list, and
 * each variable's starting value of its declared type. The server refuses settings with any
 * problem; the studio shows the same messages beside the fields.
 */
export interface AppSettingsProblem {
  /** Where, as the body names it: `variables[2].initial`, `environment`. */
  path: string;
  message: string;
}

/** Whether `value` (JSON) fits a variable of `type`; `null` (not set yet) fits every type. */
export function fitsVariableType(type: VariableType, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  switch (type) {
    case 'text':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'list':
      return Array.isArray(value);
    case 'map':
      return typeof value === 'object' && !Array.isArray(value);
  }
}

const typeWords: Record<VariableType, string> = {
  text: 'a text',
  number: 'a number',
  boolean: 'true or false',
  list: 'a list',
  map: 'a map (an object)',
};

/** Names that appear more than once, each named once, in first-seen order. */
export function duplicateNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) duplicates.add(name);
    seen.add(name);
  }
  return [...duplicates];
}

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/** Every problem of `settings`, in the order of the body; empty when they can be saved. */
export function appSettingsProblems(settings: Pick<AppSettings, 'variables' | 'environment'>): AppSettingsProblem[] {
  const problems: AppSettingsProblem[] = [];
  const variableDuplicates = duplicateNames(settings.variables.map((variable) => variable.name));
  if (variableDuplicates.length > 0) {
    problems.push({ path: 'variables', message: `Each app variable needs its own name: ${quoted(variableDuplicates)} is used more than once.` });
  }
  settings.variables.forEach((variable, index) => {
    if (!fitsVariableType(variable.type, variable.initial)) {
      problems.push({ path: `variables[${index}].initial`, message: `The starting value of "${variable.name}" must be ${typeWords[variable.type]}.` });
    }
  });
  const environmentDuplicates = duplicateNames(settings.environment.map((value) => value.name));
  if (environmentDuplicates.length > 0) {
    problems.push({ path: 'environment', message: `Each environment value needs its own name: ${quoted(environmentDuplicates)} is used more than once.` });
  }
  return problems;
}
