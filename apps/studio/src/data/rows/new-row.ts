import { parseCellText, type CellProblem } from './cell-values.ts';
import type { RowColumn } from './row-table.ts';

export type NewRowResult = { ok: true; values: Record<string, unknown> } | { ok: false; problems: Record<string, CellProblem> };

/** True when the new-row form must have a value for the column: required and not filled by the database. */
export function needsValue(column: RowColumn): boolean {
  return column.required && !column.filledByDatabase;
}

/**
 * The body of an insert from the new-row form's texts (by column id). Only insertable columns are
 * sent. An empty field is left out, so the database applies the column's default; it is refused
 * when the column needs a value.
 */
export function buildNewRow(columns: readonly RowColumn[], texts: Readonly<Record<string, string>>): NewRowResult {
  const values: Record<string, unknown> = {};
  const problems: Record<string, CellProblem> = {};
  for (const column of columns) {
    if (!column.insertable) continue;
    const text = texts[column.id] ?? '';
    if (text === '') {
      if (needsValue(column)) problems[column.id] = 'required';
      continue;
    }
    const parsed = parseCellText(column, text);
    if (parsed.ok) values[column.name] = parsed.value;
    else problems[column.id] = parsed.problem;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, values };
}
