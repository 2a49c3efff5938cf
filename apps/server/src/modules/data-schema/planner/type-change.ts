import { type ColumnTypeName, type DataColumn, type DataTable, postgresTypeOf } from '@tessera/model/data';
import { type RawBuilder, sql } from 'kysely';
import { pgType } from './column-sql.ts';
import { typeLabels } from './default-literal.ts';
import { tableRef } from './plan-result.ts';
import { qualified } from './sql-names.ts';
import type { Step } from './step.ts';

/**
 * The text a value converts from: JSON values lose their quotes (`"5"` reads as 5, not "\"5\""),
 * everything else is its text form.
 */
export function asText(column: RawBuilder<unknown>, from: ColumnTypeName): RawBuilder<unknown> {
  return from === 'json' ? sql`(${column} #>> '{}')` : sql`${column}::text`;
}

/** A type change whose new type keeps less of every value: date-time to date drops the time. */
const isNarrowing = (from: ColumnTypeName, to: ColumnTypeName) => from === 'dateTime' && to === 'date';

/**
 * Changes a column's Postgres type, rewriting the table: each value goes through its text form
 * to the new type (`(value::text)::bigint`), the same path the conversion check tests row by row
 * before the step runs, so a value that would not convert is listed instead of failing the
 * change. Booleans become numbers as 1 and 0. Between column types stored alike (text, long
 * text, enum, file) there is no step.
 */
export function changeTypeStep(schema: string, table: DataTable, before: DataColumn, after: DataColumn): Step | null {
  const from = postgresTypeOf[before.type];
  const to = postgresTypeOf[after.type];
  if (from === to) return null;
  const column = sql.id(before.name);
  const fromBoolean = before.type === 'boolean' && (after.type === 'integer' || after.type === 'decimal');
  const using = fromBoolean ? sql`(${column}::int)::${pgType(after.type)}` : to === 'text' ? asText(column, before.type) : sql`(${asText(column, before.type)})::${pgType(after.type)}`;
  const alwaysConverts = fromBoolean || to === 'text';
  return {
    sql: sql`alter table ${qualified(schema, table.name)} alter column ${column} type ${pgType(after.type)} using ${using}`,
    classification: 'rewrites',
    description: `Change ${table.name}.${before.name} from ${typeLabels[before.type]} to ${typeLabels[after.type]}`,
    target: tableRef(schema, table),
    check: alwaysConverts ? null : { kind: 'conversion', column: before.name, from: before.type, to, typeLabel: typeLabels[after.type], narrowing: isNarrowing(before.type, after.type) },
  };
}
