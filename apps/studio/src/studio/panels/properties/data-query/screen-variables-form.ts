import { defaultAppSettings, duplicateNames, type VariableDeclaration, variableTypes, type VariableType } from '@tessera/model/definition';
import { type FieldError, formOf, readForm, type VariableRow } from '../../../../run-settings/run-settings-form.ts';

/**
 * The screen's variables (its root's `variables` prop) as the properties panel edits them: the
 * same rows, typed starting values and checks as the app variables of the run settings page
 * (names by pattern and once each, a starting value that fits its type), written once there.
 */

/** One variable row as edited (the run settings page's row). */
export type ScreenVariableRow = VariableRow;

/** A field's problem: the run settings form's, or a name another row of the screen has too. */
export type ScreenVariableError = FieldError | { key: 'duplicate' };

const isVariableType = (type: unknown): type is VariableType => (variableTypes as readonly unknown[]).includes(type);

/** The rows of a stored `variables` prop; entries of another shape are left out. */
export function screenVariableRowsOf(stored: unknown): ScreenVariableRow[] {
  if (!Array.isArray(stored)) return [];
  const declared = stored.flatMap((entry: unknown): VariableDeclaration[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { name, type, initial } = entry as { name?: unknown; type?: unknown; initial?: unknown };
    return typeof name === 'string' && isVariableType(type) ? [{ name, type, initial: initial ?? null }] : [];
  });
  return formOf({ ...defaultAppSettings(), variables: declared }).variables;
}

/**
 * The declarations the rows hold, and the message of every field that keeps them from being
 * stored (`0.name`, `1.initial`); the editor sends the declarations only when there is none.
 */
export function readScreenVariables(rows: readonly ScreenVariableRow[]): { variables: VariableDeclaration[]; errors: Record<string, ScreenVariableError> } {
  const { settings, errors } = readForm({ ...defaultAppSettings(), variables: [...rows], environment: [], manifestName: '', themeColor: '', backgroundColor: '' });
  const own: Record<string, ScreenVariableError> = {};
  for (const [field, error] of Object.entries(errors)) {
    const match = /^variables\.(\d+\.(?:name|initial))$/.exec(field);
    if (match) own[match[1]!] = error;
  }
  // The run settings' duplicate message speaks of app variables: the screen's rows get their own.
  const duplicated = new Set(duplicateNames(rows.map((row) => row.name)));
  rows.forEach((row, index) => {
    if (duplicated.has(row.name) && !(own[`${index}.name`] && 'key' in own[`${index}.name`]!)) own[`${index}.name`] = { key: 'duplicate' };
  });
  return { variables: settings.variables, errors: own };
}
