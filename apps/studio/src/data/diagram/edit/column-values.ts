import type { ColumnDefault, ColumnTypeName, DataColumn, DataOp, DataTable } from '@tessera/model/data';
import { columnDifference } from './inverse-ops.ts';

/** The kinds of default a builder picks from: none, a typed value, the time of insert, a random uuid. */
export const defaultKinds = ['none', 'literal', 'now', 'randomUuid'] as const;
export type DefaultKind = (typeof defaultKinds)[number];

/** What the column form holds (text as typed; enum values one per line). */
export interface ColumnValues {
  name: string;
  type: ColumnTypeName;
  required: boolean;
  unique: boolean;
  defaultKind: DefaultKind;
  defaultText: string;
  enumText: string;
}

/** A new column's form: optional text. */
export const blankColumnValues: ColumnValues = { name: '', type: 'text', required: false, unique: false, defaultKind: 'none', defaultText: '', enumText: '' };

/** The default kinds a type offers (the model refuses `now` outside dates and `randomUuid` outside uuids). */
export function defaultKindsFor(type: ColumnTypeName): DefaultKind[] {
  if (type === 'date' || type === 'dateTime') return ['none', 'literal', 'now'];
  if (type === 'uuid') return ['none', 'literal', 'randomUuid'];
  return ['none', 'literal'];
}

/** The form of an existing column. */
export function columnValuesOf(column: DataColumn): ColumnValues {
  const fallback = column.defaultValue;
  return {
    name: column.name,
    type: column.type,
    required: column.required,
    unique: column.unique,
    defaultKind: fallback === null ? 'none' : fallback.kind,
    defaultText: fallback?.kind === 'literal' ? fallback.value : '',
    enumText: column.enumValues.join('\n'),
  };
}

/** Enum values from the text: one per line, trimmed, empty lines left out. */
export function enumValuesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The default the form describes (a kind the type does not offer falls back to none). */
export function defaultValueOf(values: ColumnValues): ColumnDefault | null {
  if (!defaultKindsFor(values.type).includes(values.defaultKind)) return null;
  switch (values.defaultKind) {
    case 'none':
      return null;
    case 'literal':
      return values.defaultText.trim() === '' ? null : { kind: 'literal', value: values.defaultText.trim() };
    case 'now':
      return { kind: 'now' };
    case 'randomUuid':
      return { kind: 'randomUuid' };
  }
}

/** The column the form describes (the model's op checks it: names, enum values, defaults). */
export function columnOf(id: string, values: ColumnValues, references: DataColumn['references'] = null): DataColumn {
  return {
    id,
    name: values.name.trim(),
    type: values.type,
    required: values.required,
    unique: values.unique,
    defaultValue: defaultValueOf(values),
    enumValues: values.type === 'enum' ? enumValuesOf(values.enumText) : [],
    references,
  };
}

/**
 * The ops that turn `column` of `table` into what the form says: a rename when the name changed,
 * one alterColumn with the settings that changed. Empty when nothing changed.
 */
export function columnChangeOps(table: DataTable, column: DataColumn, values: ColumnValues): DataOp[] {
  const target = columnOf(column.id, values, column.references);
  const ops: DataOp[] = [];
  if (target.name !== column.name) ops.push({ op: 'renameColumn', tableId: table.id, columnId: column.id, name: target.name });
  const difference = columnDifference(column, target);
  if (Object.keys(difference).length > 0) ops.push({ op: 'alterColumn', tableId: table.id, columnId: column.id, ...difference });
  return ops;
}
