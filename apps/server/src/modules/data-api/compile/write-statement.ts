import { primaryKeyOf, type DataColumn, type DataModel, type DataTable } from '@tessera/model/data';
import { sql } from 'kysely';
import type { Authorization, RowPredicate } from '../access/authorize.ts';
import { DataApiException, dataApiCodes, refuse } from '../data-api-error.ts';
import type { FilterNode, ParsedRequest } from '../grammar/ast.ts';
import type { Principal } from '../principal.ts';
import { allowedColumn } from './column-checks.ts';
import { filterSql } from './filters.ts';
import { assertScopedPathsEmbedded, createReadContext } from './read-context.ts';
import { pageColumnsSql, pageJsonSql } from './page-json.ts';
import { selectListSql } from './select-list.ts';
import { allOf, pgType, type Sql, tableRef, typedValue } from './sql-parts.ts';
import { type RowGroup, valueText } from './write-body.ts';

type Allowed = Extract<Authorization, { allowed: true }>;

/** Output columns of a write statement. */
export interface WriteRow {
  /** Rows written. */
  affected: number;
  /** Written rows the rule's WITH CHECK refuses (the transaction is then rolled back). */
  refused: number;
  /** `return=representation`: the written rows the caller may read, as JSON text. */
  body: string | null;
}

export interface WriteInput {
  model: DataModel;
  schemaName: string;
  table: DataTable;
  principal: Principal;
  request: Pick<ParsedRequest, 'select' | 'filters' | 'order' | 'limits'>;
  /** The read rule, for `return=representation` (null: minimal answer). */
  representation: Allowed | null;
}

const WRITTEN = 'w';

/**
 * The end of every write statement: how many rows were written, how many break the rule's
 * WITH CHECK (`check`, over the written rows), and the written rows through the read rule.
 */
function writeResult(input: WriteInput, check: RowPredicate | null): Sql {
  const refused = check ? sql`(select count(*) from ${sql.id(WRITTEN)} where not coalesce(${check(WRITTEN)}, false))::int` : sql`0`;
  let body: Sql = sql`null::text`;
  if (input.representation) {
    const context = createReadContext(input.model, input.schemaName, input.principal, { ...input.request, filters: input.request.filters.filter((filter) => filter.path.length > 0) });
    const selected = selectListSql(context, input.table, WRITTEN, [], input.request.select, input.representation);
    assertScopedPathsEmbedded(context);
    const visible = input.representation.rowPredicate ? sql`where ${input.representation.rowPredicate(WRITTEN)}` : sql``;
    body = sql`(select ${pageJsonSql(selected.fields, '_page')} from (select ${pageColumnsSql(selected.fields)} from ${sql.id(WRITTEN)} ${visible}) as _page)`;
  }
  return sql`select (select count(*) from ${sql.id(WRITTEN)})::int as affected, ${refused} as refused, ${body} as body`;
}

export interface Upsert {
  onConflict: DataColumn[];
  resolution: 'merge-duplicates' | 'ignore-duplicates';
  /** The update rule: which existing rows a merge may change. */
  update: Allowed;
}

/** `on_conflict=` columns (default: the primary key), each checked against the model. */
export function conflictColumns(table: DataTable, names: string[] | null): DataColumn[] {
  if (!names || names.length === 0) return [primaryKeyOf(table)];
  const all = new Set(table.columns.map((column) => column.name));
  return names.map((name) => allowedColumn(table, name, all, 'write'));
}

function insertOne(input: WriteInput, group: RowGroup, index: number, upsert: Upsert | null): Sql {
  const alias = 't0';
  const target = sql`${tableRef(input.schemaName, input.table)} as ${sql.id(alias)}`;
  const names = group.columns.map((column) => sql.id(column.name));
  let source: Sql;
  if (group.columns.length === 0) {
    source = sql`select from jsonb_array_elements(${JSON.stringify(group.rows)}::jsonb)`;
  } else {
    const definitions = group.columns.map((column) => sql`${sql.id(column.name)} ${pgType(column)}`);
    source = sql`select ${sql.join(names)} from jsonb_to_recordset(${JSON.stringify(group.rows)}::jsonb) as _input(${sql.join(definitions)})`;
  }
  const into = group.columns.length === 0 ? target : sql`${target} (${sql.join(names)})`;
  let conflict = sql``;
  if (upsert) {
    const keys = sql.join(upsert.onConflict.map((column) => sql.id(column.name)));
    const merged = group.columns.filter((column) => !upsert.onConflict.includes(column));
    if (upsert.resolution === 'ignore-duplicates' || merged.length === 0) {
      conflict = sql`on conflict (${keys}) do nothing`;
    } else {
      const sets = sql.join(merged.map((column) => sql`${sql.id(column.name)} = excluded.${sql.id(column.name)}`));
      const which = upsert.update.rowPredicate ? sql`where ${upsert.update.rowPredicate(alias)}` : sql``;
      conflict = sql`on conflict (${keys}) do update set ${sets} ${which}`;
    }
  }
  return sql`${sql.id(`${WRITTEN}${index}`)} as (insert into ${into} ${source} ${conflict} returning ${sql.id(alias)}.*)`;
}

/**
 * An insert of one or many rows (or an upsert) as one statement: each group of rows naming the
 * same columns is an INSERT … SELECT from `jsonb_to_recordset` (one parameter, typed by the
 * model) in a data-modifying CTE; the insert rule's predicate is checked on the written rows.
 */
export function compileInsert(input: WriteInput, groups: RowGroup[], check: RowPredicate | null, upsert: Upsert | null): Sql {
  const inserts = groups.map((group, index) => insertOne(input, group, index, upsert));
  const union = groups.length === 0 ? sql`select * from ${tableRef(input.schemaName, input.table)} where false` : sql.join(groups.map((_, index) => sql`select * from ${sql.id(`${WRITTEN}${index}`)}`), sql` union all `);
  const ctes = [...inserts, sql`${sql.id(WRITTEN)} as (${union})`];
  return sql`with ${sql.join(ctes)} ${writeResult(input, check)}`;
}

/**
 * Which rows an update or delete reaches: the request's own filters (not its embeds'), which it
 * must have, and, as in PostgREST under row-level security, only rows the caller may also read
 * (none when the read rule refuses the caller), filtered only on columns it may read.
 */
function reachableRows(input: WriteInput, read: Authorization, alias: string, verb: 'UPDATE' | 'DELETE'): Sql[] {
  const nodes: FilterNode[] = input.request.filters.filter((filter) => filter.path.length === 0).map((filter) => filter.node);
  if (nodes.length === 0) refuse(400, dataApiCodes.filterRequired, `${verb} requires a WHERE clause: add a filter, for example ?id=eq.1`, null, `To ${verb.toLowerCase()} every row on purpose, filter on the primary key, e.g. ${primaryKeyOf(input.table).name}=not.is.null.`);
  if (!read.allowed) throw new DataApiException(read.error);
  const conditions = nodes.map((node) => filterSql(node, input.table, alias, read.columns));
  if (read.rowPredicate) conditions.push(read.rowPredicate(alias));
  return conditions;
}

/**
 * An update by filter as one statement: the update rule's predicate (and the read rule's) limits
 * which rows are touched, and the update rule's is checked again on the new rows (WITH CHECK).
 */
export function compileUpdate(input: WriteInput, values: Array<{ column: DataColumn; value: unknown }>, update: Allowed, read: Authorization): Sql {
  const alias = 't0';
  const conditions = reachableRows(input, read, alias, 'UPDATE');
  if (update.rowPredicate) conditions.push(update.rowPredicate(alias));
  if (values.length === 0) throw new DataApiException({ status: 400, code: dataApiCodes.invalidBody, message: 'The update names no column.', details: null, hint: 'Send a JSON object with the columns to change.' });
  const sets = sql.join(values.map(({ column, value }) => sql`${sql.id(column.name)} = ${typedValue(column, valueText(column, value))}`));
  const statement = sql`update ${tableRef(input.schemaName, input.table)} as ${sql.id(alias)} set ${sets} where ${allOf(conditions)} returning ${sql.id(alias)}.*`;
  return sql`with ${sql.id(WRITTEN)} as (${statement}) ${writeResult(input, update.rowPredicate)}`;
}

/** A delete by filter as one statement, limited to the rows the delete and read rules pass. */
export function compileDelete(input: WriteInput, remove: Allowed, read: Authorization): Sql {
  const alias = 't0';
  const conditions = reachableRows(input, read, alias, 'DELETE');
  if (remove.rowPredicate) conditions.push(remove.rowPredicate(alias));
  const statement = sql`delete from ${tableRef(input.schemaName, input.table)} as ${sql.id(alias)} where ${allOf(conditions)} returning ${sql.id(alias)}.*`;
  return sql`with ${sql.id(WRITTEN)} as (${statement}) ${writeResult(input, null)}`;
}
