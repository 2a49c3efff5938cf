import type { DataColumn } from '@tessera/model/data';
import { parseCellText, type CellProblem } from './cell-values.ts';

export type NewRowResult = { ok: true; values: Record<string, unknown> } | { ok: false; problems: Record<string, CellProblem> };

/** True when the database fills the column when an insert leaves it out (a default, or the generated primary key). */
export function isFilledByDatabase(column: DataColumn, primaryKeyColumnId: string): boolean {
  return column.id === primaryKeyColumnId || column.defaultValue !== null;
}

/**
 * The body of an insert from the new-row form's texts (by column id). An empty field is left out,
 * so the database applies the column's default; it is refused when the column is required and has
 * none. The primary key is always the database's.
 */
export function buildNewRow(columns: readonly DataColumn[], primaryKeyColumnId: string, texts: Readonly<Record<string, string>>): NewRowResult {
  const values: Record<string, unknown> = {};
  const problems: Record<string, CellProblem> = {};
  for (const column of columns) {
    if (column.id === primaryKeyColumnId) continue;
    const text = texts[column.id] ?? '';
    if (text === '') {
      if (column.required && !isFilledByDatabase(column, primaryKeyColumnId)) problems[column.id] = 'required';
      continue;
    }
    const parsed = parseCellText(column, text);
    if (parsed.ok) values[column.name] = parsed.value;
    else problems[column.id] = parsed.problem;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, values };
}
