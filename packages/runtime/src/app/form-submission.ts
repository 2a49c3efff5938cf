import type { Action } from '@tessera/model/definition';
import type { ActionOutcome } from '../actions/action-effects.ts';
import type { DataClient, DataRow } from '../clients/data-client.ts';
import { fieldOfDataError } from '../clients/data-error-field.ts';
import { dataRefusalMessage } from '../clients/data-refusal-message.ts';
import { checkRow, isBlank, type TableRules, tableRules } from '../clients/table-rules.ts';
import type { FormController } from '../context/app-host-context.ts';

export const CHECK_FIELDS_MESSAGE = 'Check the highlighted fields.';
export const ROW_GONE_MESSAGE = 'This record no longer exists, or you may not change it.';

/** True when `actions` save the form `formId` themselves (a Submit form action naming it). */
export function submitsForm(actions: readonly Action[], formId: string): boolean {
  return actions.some((action) => action.type === 'submitForm' && action.params.formId === formId);
}

/**
 * A form's values as its table's columns take them: a blank input is left out of a new row (the
 * column's default applies) and is null in an edit; a number typed into a text box for a number
 * column becomes that number.
 */
export function rowOfValues(values: Readonly<Record<string, unknown>>, rules: TableRules | null, editing: boolean): DataRow {
  const row: DataRow = {};
  for (const [name, value] of Object.entries(values)) {
    if (isBlank(value)) {
      if (editing) row[name] = null;
      continue;
    }
    const type = rules?.columns.get(name)?.type;
    if ((type === 'integer' || type === 'number') && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) row[name] = Number(value);
    else row[name] = value;
  }
  return row;
}

function refuse(controller: FormController, fields: Record<string, string>, message = CHECK_FIELDS_MESSAGE): ActionOutcome {
  controller.setErrors(fields);
  return { ok: false, error: { code: 'invalid_form', message, fields } };
}

/** The rules of the form's table, or null for a form without one (or a table the API does not describe). */
async function rulesOf(controller: FormController, data: DataClient): Promise<TableRules | null> {
  if (controller.table === '') return null;
  const description = await data.describe();
  return description.ok ? tableRules(description.value, controller.table, controller.recordId === null ? 'insert' : 'update') : null;
}

/**
 * Checks a form: its required inputs are filled (a required tick box ticked), and its values fit its table's columns (types,
 * allowed values, required columns it has a field for). Problems show on their fields.
 */
export async function validateForm(controller: FormController, data: DataClient): Promise<ActionOutcome & { row?: DataRow; primaryKey?: string | null }> {
  const values = controller.values();
  const problems: Record<string, string> = {};
  // A required tick box must be ticked: its `false` is as good as empty.
  for (const field of controller.fields()) if (field.required && (isBlank(values[field.name]) || values[field.name] === false)) problems[field.name] = 'This field is required.';
  const rules = await rulesOf(controller, data);
  const row = rowOfValues(values, rules, controller.recordId !== null);
  if (rules) {
    const names = new Set(controller.fields().map((field) => field.name));
    const fieldRules: TableRules = { ...rules, required: rules.required.filter((name) => names.has(name)) };
    for (const [name, problem] of Object.entries(checkRow(row, fieldRules))) problems[name] ??= problem;
  }
  if (Object.keys(problems).length > 0) return refuse(controller, problems);
  controller.setErrors({});
  return { ok: true, row, primaryKey: rules?.primaryKey ?? null };
}

/**
 * Validates a form, then writes it through the data API: a new row, or the row `recordId` names
 * (by the table's primary key, `id` when the API does not say). A refusal the data API ties to a column shows on that field;
 * its message is the server's; an access rule's refusal is said in plain words (`dataRefusalMessage`); an update that
 * matched no row is a failure (`ROW_GONE_MESSAGE`). A new row empties the form when `resetOnSubmit`.
 */
export async function submitForm(controller: FormController, data: DataClient): Promise<ActionOutcome> {
  const checked = await validateForm(controller, data);
  if (!checked.ok) return checked;
  if (controller.table === '') return { ok: true };
  const row = checked.row ?? {};
  const idColumn = checked.primaryKey ?? 'id';
  const written =
    controller.recordId === null
      ? await data.insert(controller.table, row)
      : await data.update(controller.table, [{ column: idColumn, operator: 'eq', value: controller.recordId }], row);
  if (!written.ok) {
    const field = fieldOfDataError(written.error, controller.fields().map((candidate) => candidate.name)) ?? written.error.field;
    if (field) return refuse(controller, { [field]: written.error.message }, written.error.message);
    controller.setErrors({});
    return { ok: false, error: { code: written.error.code, message: dataRefusalMessage(written.error, controller.recordId === null ? 'insert' : 'update', controller.table) } };
  }
  // An update that matched no row changed nothing: the row went, or a rule hides it now.
  if (controller.recordId !== null && written.value.length === 0) return { ok: false, error: { code: 'not_found', message: ROW_GONE_MESSAGE } };
  if (controller.recordId === null && controller.resetOnSubmit) controller.reset();
  return { ok: true };
}
