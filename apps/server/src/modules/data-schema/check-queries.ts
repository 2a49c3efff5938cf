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
export const columnOf = (name: string): RawBuilder<unknown> => sql`${row}.${sql.id(name)}`;

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
export async function findRows(db: AppDb, target: TableRef, condition: RawBuilder<unknown>, value: RawBuilder<unknown>): Promise<RowFailures> {
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

/** Whether a value's text would convert to a Postgres type, per row (`tessera_data.value_converts`). */
export const convertsTo = (text: RawBuilder<unknown>, typeName: string): RawBuilder<unknown> => sql`tessera_data.value_converts(${text}, ${typeName})`;

/** The table's rows as JSON text, for what dropping a table loses. */
export const rowAsJson: RawBuilder<unknown> = sql`row_to_json(${row})::text`;

/** A row of `parent` whose key is the checked row's `column`. */
export const parentExists = (parent: TableRef, column: string): RawBuilder<unknown> =>
  sql`exists (select 1 from ${sql.id(parent.schema, parent.table)} as _tessera_parent where _tessera_parent.${sql.id(parent.key)} = ${columnOf(column)})`;
