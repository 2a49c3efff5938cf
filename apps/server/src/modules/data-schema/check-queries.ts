import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import type { TableRef } from './planner/step.ts';

type AppDb = Kysely<AppDataDatabase> | Transaction<AppDataDatabase>;

/** At most this many values or rows are shown of what a step puts at stake, each cut to 200 characters. */
export const SAMPLE_SIZE = 5;
const SAMPLE_LENGTH = 200;

/**
 * The alias the checks give the table's rows. Names starting with `_tessera` are refused for
 * builders' tables and columns, so it cannot shadow one of their columns.
 */
const row = sql.id('_tessera_row');

const from = (target: TableRef) => sql`${sql.id(target.schema, target.table)} as ${row}`;

/** A column of the checked table, qualified by the rows' alias. */
const columnOf = (name: string): RawBuilder<unknown> => sql`${row}.${sql.id(name)}`;

/** Rows a change cannot take: how many, and the first few with their key and value. */
export interface RowFailures {
  count: number;
  samples: Array<{ key: string; value: string }>;
}

/** True when the table holds at least one row (read before a step that locks or rewrites it). */
export async function tableHasRows(db: AppDb, target: TableRef): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select exists (select 1 from ${from(target)}) as found`.execute(db);
  return rows[0]?.found === true;
}

/**
 * The rows matching `condition`, counted, with the first few (by key) and `value` of each as
 * text. One statement: the window count is taken before the limit.
 */
async function findRows(db: AppDb, target: TableRef, condition: RawBuilder<unknown>, value: RawBuilder<unknown>): Promise<RowFailures> {
  const key = columnOf(target.key);
  const { rows } = await sql<{ total: number; key: string; value: string | null }>`
    select count(*) over ()::float8 as total, ${key}::text as key, left(${value}, ${SAMPLE_LENGTH}) as value
    from ${from(target)} where ${condition} order by ${key} limit ${SAMPLE_SIZE}`.execute(db);
  return { count: rows[0]?.total ?? 0, samples: rows.map((r) => ({ key: r.key, value: r.value ?? '' })) };
}

/** The rows of a table whose `columns` values (all set) appear in more than one row. */
export async function findDuplicateRows(db: AppDb, target: TableRef, columns: readonly string[]): Promise<RowFailures> {
  const key = sql.id(target.key);
  const list = sql.join(columns.map((name) => sql.id(name)));
  const allSet = sql.join(columns.map((name) => sql`${sql.id(name)} is not null`), sql` and `);
  const shown = sql.join(columns.map((name) => sql`${sql.id(name)}::text`), sql`, `);
  const { rows } = await sql<{ total: number; key: string; value: string | null }>`
    select count(*) over ()::float8 as total, ${key}::text as key, left(concat_ws(', ', ${shown}), ${SAMPLE_LENGTH}) as value
    from (select *, count(*) over (partition by ${list}) as _tessera_copies from ${sql.id(target.schema, target.table)} where ${allSet}) as ${row}
    where _tessera_copies > 1 order by ${list}, ${key} limit ${SAMPLE_SIZE}`.execute(db);
  return { count: rows[0]?.total ?? 0, samples: rows.map((r) => ({ key: r.key, value: r.value ?? '' })) };
}

/** Every row of the table, as JSON text: what dropping it loses. */
export function findAllRows(db: AppDb, target: TableRef): Promise<RowFailures> {
  return findRows(db, target, sql`true`, sql`row_to_json(${row})::text`);
}

/** The rows where `column` holds a value, with it: what dropping or narrowing the column loses. */
export function findValues(db: AppDb, target: TableRef, column: string): Promise<RowFailures> {
  return findRows(db, target, sql`${columnOf(column)} is not null`, sql`${columnOf(column)}::text`);
}

/** The rows where `column` is empty. */
export function findEmptyValues(db: AppDb, target: TableRef, column: string): Promise<RowFailures> {
  return findRows(db, target, sql`${columnOf(column)} is null`, sql`''`);
}

/**
 * The rows whose value, read as text by `asText`, would not convert to the Postgres type `typeName`
 * (`tessera_data.value_converts`, per row, without failing).
 */
export function findUnconvertibleValues(db: AppDb, target: TableRef, column: string, asText: (value: RawBuilder<unknown>) => RawBuilder<unknown>, typeName: string): Promise<RowFailures> {
  const text = asText(columnOf(column));
  return findRows(db, target, sql`${columnOf(column)} is not null and not tessera_data.value_converts(${text}, ${typeName})`, text);
}

/** The rows whose value is not one of `values`. */
export function findValuesOutside(db: AppDb, target: TableRef, column: string, values: readonly string[]): Promise<RowFailures> {
  const list = sql.join(values.map((value) => sql`${value}`));
  return findRows(db, target, sql`${columnOf(column)} is not null and ${columnOf(column)} not in (${list})`, sql`${columnOf(column)}::text`);
}

/** The rows whose `column` names no row of `parent` (by its key). */
export function findMissingParents(db: AppDb, target: TableRef, column: string, parent: TableRef): Promise<RowFailures> {
  const exists = sql`exists (select 1 from ${sql.id(parent.schema, parent.table)} as _tessera_parent where _tessera_parent.${sql.id(parent.key)} = ${columnOf(column)})`;
  return findRows(db, target, sql`${columnOf(column)} is not null and not ${exists}`, sql`${columnOf(column)}::text`);
}
