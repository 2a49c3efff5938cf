import type { ExternalColumn } from '@tessera/model/connectors';
import { sql } from 'kysely';
import { dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import type { ParsedRequest } from '../../data-api/grammar/ast.ts';
import { alwaysTrue, anyOf, allOf, predicateSql, whereSql } from './conditions.ts';
import { columnOf, columnSql, primaryKeyColumns, tableSql, type ExternalTarget } from './external-target.ts';
import { bindValue } from './external-values.ts';
import { exactValueSql, selectsAsText } from './exact-text.ts';
import type { PredicateCaller, RowPredicate } from './row-predicate.ts';
import { compileIn, type CompiledStatement, type Sql } from './sql-dialect.ts';
import { columnListSql, valueListSql, writeRows, type WriteRows } from './write-body.ts';

/** What a write to an external table is compiled from; `rows` is the parsed JSON body (one object per row). */
export interface ExternalWriteInput {
  target: ExternalTarget;
  request: Pick<ParsedRequest, 'filters' | 'prefer' | 'onConflict' | 'columns'>;
  /** The access rule's rows a caller may change (an upsert: the update rule's), or null for every row. */
  predicate: RowPredicate | null;
  caller: PredicateCaller;
}

/**
 * How the written rows come back when `Prefer: return=representation` asks for them:
 * - `none`: not asked;
 * - `returned`: the statement answers them itself (Postgres RETURNING, MSSQL OUTPUT);
 * - `reselectByPrimaryKey`: MySQL and Oracle answer no rows, so the route reads them back with
 *   `compileReselectByKeys` in the same transaction, by the key values the body carried or the
 *   database generated (MySQL's insert id, Oracle's RETURNING INTO);
 * - `keysBefore`: for an update on MySQL or Oracle, `statement` reads the keys of the rows the
 *   update will change (run first, in the same transaction), then those rows are read back by key
 *   (with the body's key values where the update sets the key);
 * - `rowsBefore`: for a delete on MySQL or Oracle, `statement` reads the rows before they go.
 */
export type WrittenRows =
  | { kind: 'none' }
  | { kind: 'returned' }
  | { kind: 'reselectByPrimaryKey' }
  | { kind: 'keysBefore'; statement: CompiledStatement }
  | { kind: 'rowsBefore'; statement: CompiledStatement };

/** A write statement and how its written rows come back. */
export interface CompiledExternalWrite {
  statement: CompiledStatement;
  written: WrittenRows;
}

const answersRows = (input: ExternalWriteInput): boolean => input.request.prefer.return === 'representation';
const returnsItself = (input: ExternalWriteInput): boolean => input.target.dialect === 'postgres' || input.target.dialect === 'mssql';

const allColumns = (target: ExternalTarget): Sql => sql.join(target.table.columns.map(columnSql));
const returningSql = (input: ExternalWriteInput): Sql => (answersRows(input) && input.target.dialect === 'postgres' ? sql` returning ${allColumns(input.target)}` : sql``);

/** MSSQL's `output inserted.a, …` (or `deleted.`), written before VALUES / WHERE. */
function outputSql(input: ExternalWriteInput, side: 'inserted' | 'deleted'): Sql {
  if (!answersRows(input) || input.target.dialect !== 'mssql') return sql``;
  const { target } = input;
  return sql` output ${sql.join(target.table.columns.map((column) => {
    const value = exactValueSql(target.dialect, column, sql`${sql.raw(side)}.${columnSql(column)}`);
    return selectsAsText(target.dialect, column) ? sql`${value} as ${columnSql(column)}` : value;
  }))}`;
}

function keysOrRefuse(target: ExternalTarget, what: string): ExternalColumn[] {
  const key = primaryKeyColumns(target);
  if (key.length === 0) refuse(400, dataApiCodes.invalidBody, `The table "${target.table.name}" has no primary key, so the ${what} rows cannot be answered; ask with Prefer: return=minimal.`);
  return key;
}

function whereOrRefuse(input: ExternalWriteInput, action: string): Sql {
  if (input.request.filters.length === 0) refuse(400, dataApiCodes.filterRequired, `A ${action} needs a filter: add one that names the rows to ${action}.`);
  return whereSql(input.target, input.request.filters, input.predicate, input.caller);
}

/** `insert into t (…) values (…), …` in the dialect (Oracle writes several rows with INSERT ALL). */
function insertSql(input: ExternalWriteInput, body: WriteRows): Sql {
  const { target } = input;
  const table = tableSql(target);
  const columns = columnListSql(body.columns);
  if (target.dialect === 'oracle' && body.values.length > 1) {
    return sql`insert all ${sql.join(body.values.map((row) => sql`into ${table} ${columns} values ${valueListSql(row)}`), sql` `)} select 1 from dual`;
  }
  return sql`insert into ${table} ${columns}${outputSql(input, 'inserted')} values ${sql.join(body.values.map(valueListSql))}${returningSql(input)}`;
}

function insertWritten(input: ExternalWriteInput): WrittenRows {
  if (!answersRows(input)) return { kind: 'none' };
  if (returnsItself(input)) return { kind: 'returned' };
  keysOrRefuse(input.target, 'added');
  return { kind: 'reselectByPrimaryKey' };
}

/** An insert of one or many rows. */
export function compileExternalInsert(input: ExternalWriteInput, rows: readonly Record<string, unknown>[]): CompiledExternalWrite {
  const body = writeRows(input.target, rows, input.request.columns, input.request.prefer.missing);
  return { statement: compileIn(input.target.dialect, insertSql(input, body)), written: insertWritten(input) };
}

/** An update of the rows the filters (and the access rule) select; refused without a filter (21000). */
export function compileExternalUpdate(input: ExternalWriteInput, row: Record<string, unknown>): CompiledExternalWrite {
  const { target } = input;
  const where = whereOrRefuse(input, 'update');
  const body = writeRows(target, [row], input.request.columns, 'null');
  const assignments = sql.join(body.columns.map((column, index) => sql`${columnSql(column)} = ${body.values[0]![index]!}`));
  const statement = sql`update ${tableSql(target)} set ${assignments}${outputSql(input, 'inserted')} where ${where}${returningSql(input)}`;
  let written: WrittenRows = { kind: 'none' };
  if (answersRows(input)) {
    written = returnsItself(input)
      ? { kind: 'returned' }
      : { kind: 'keysBefore', statement: compileIn(target.dialect, sql`select ${sql.join(keysOrRefuse(target, 'updated').map(columnSql))} from ${tableSql(target)} where ${where}`) };
  }
  return { statement: compileIn(target.dialect, statement), written };
}

/** A delete of the rows the filters (and the access rule) select; refused without a filter (21000). */
export function compileExternalDelete(input: ExternalWriteInput): CompiledExternalWrite {
  const { target } = input;
  const where = whereOrRefuse(input, 'delete');
  const statement = sql`delete from ${tableSql(target)}${outputSql(input, 'deleted')} where ${where}${returningSql(input)}`;
  let written: WrittenRows = { kind: 'none' };
  if (answersRows(input)) {
    written = returnsItself(input) ? { kind: 'returned' } : { kind: 'rowsBefore', statement: compileIn(target.dialect, sql`select ${allColumns(target)} from ${tableSql(target)} where ${where}`) };
  }
  return { statement: compileIn(target.dialect, statement), written };
}

/**
 * Reads rows back by their primary key values (MySQL and Oracle after a write): one
 * `(k1 = ? and k2 = ?)` per row, values parsed by the key columns' types.
 */
export function compileReselectByKeys(target: ExternalTarget, keys: readonly Record<string, unknown>[]): CompiledStatement {
  const keyColumns = keysOrRefuse(target, 'written');
  const matches = keys.map((key) => allOf(keyColumns.map((column) => sql`${columnSql(column)} = ${bindValue(target.dialect, column, key[column.name] ?? null)}`)));
  return compileIn(target.dialect, sql`select ${allColumns(target)} from ${tableSql(target)} where ${anyOf(matches)}`);
}

/** Which columns decide that a row already exists: `on_conflict=` matched to columns, else the primary key. */
function conflictColumns(input: ExternalWriteInput, body: WriteRows): ExternalColumn[] {
  const { target } = input;
  const columns = input.request.onConflict ? input.request.onConflict.map((name) => columnOf(target, name)) : primaryKeyColumns(target);
  if (columns.length === 0) refuse(400, dataApiCodes.invalidBody, `The table "${target.table.name}" has no primary key: name the unique columns with on_conflict=.`);
  for (const column of columns) {
    if (!body.columns.includes(column)) refuse(400, dataApiCodes.invalidBody, `Every row of an upsert needs the column "${column.name}", which decides whether the row exists.`);
  }
  return columns;
}

/**
 * MSSQL and Oracle MERGE: the body as a source, matched on the conflict columns. `rule` (the
 * update rule over the target's columns, qualified `"target"`) limits the matched rows updated,
 * tested on each row as it was: SQL Server `when matched and <rule> then update`, Oracle
 * `when matched then update set … where <rule>` (its where reads the target row before the set).
 */
function mergeSql(input: ExternalWriteInput, body: WriteRows, conflict: ExternalColumn[], updates: ExternalColumn[], rule: Sql): Sql {
  const { target } = input;
  const on = sql.join(conflict.map((column) => sql`${sql.id('target', column.name)} = ${sql.id('source', column.name)}`), sql` and `);
  const set = sql.join(updates.map((column) => sql`${sql.id('target', column.name)} = ${sql.id('source', column.name)}`));
  const guarded = rule !== alwaysTrue;
  let matched = sql``;
  if (updates.length > 0 && target.dialect === 'mssql') matched = guarded ? sql` when matched and ${rule} then update set ${set}` : sql` when matched then update set ${set}`;
  else if (updates.length > 0) matched = guarded ? sql` when matched then update set ${set} where ${rule}` : sql` when matched then update set ${set}`;
  const notMatched = sql` when not matched then insert ${columnListSql(body.columns)} values (${sql.join(body.columns.map((column) => sql.id('source', column.name)))})`;
  if (target.dialect === 'mssql') {
    const source = sql`(values ${sql.join(body.values.map(valueListSql))}) as ${sql.id('source')} ${columnListSql(body.columns)}`;
    return sql`merge into ${tableSql(target)} with (holdlock) as ${sql.id('target')} using ${source} on (${on})${matched}${notMatched}${outputSql(input, 'inserted')};`;
  }
  const selects = body.values.map((row) => sql`select ${sql.join(row.map((value, index) => sql`${value} as ${columnSql(body.columns[index]!)}`))} from dual`);
  return sql`merge into ${tableSql(target)} ${sql.id('target')} using (${sql.join(selects, sql` union all `)}) ${sql.id('source')} on (${on})${matched}${notMatched}`;
}

/**
 * An insert that updates the rows that already exist (`Prefer: resolution=merge-duplicates`, the
 * columns the body sends except the conflict columns) or leaves them (`ignore-duplicates`):
 * Postgres ON CONFLICT, MySQL ON DUPLICATE KEY UPDATE (which matches on any unique key of
 * the table), MSSQL MERGE … WITH (HOLDLOCK), Oracle MERGE.
 */
export function compileExternalUpsert(input: ExternalWriteInput, rows: readonly Record<string, unknown>[]): CompiledExternalWrite {
  const { target } = input;
  const merges = target.dialect === 'mssql' || target.dialect === 'oracle';
  if (merges && input.request.prefer.missing === 'default') refuse(400, dataApiCodes.invalidBody, 'Prefer: missing=default is not available for an upsert on this database: send every column.');
  const body = writeRows(target, rows, input.request.columns, input.request.prefer.missing);
  const conflict = conflictColumns(input, body);
  const updates = input.request.prefer.resolution === 'ignore-duplicates' ? [] : body.columns.filter((column) => !conflict.includes(column));
  // The update rule's rows: an existing row outside them is left as it is. (On Postgres its
  // columns are qualified by the table, as `excluded` has the same names; in a MERGE by the
  // target's alias, as the source has them too.)
  const qualifier = target.dialect === 'postgres' ? target.table.name : merges ? 'target' : undefined;
  const rule = input.predicate && updates.length > 0 ? predicateSql(target, input.predicate, input.caller, qualifier) : alwaysTrue;
  let statement: Sql;
  if (merges) statement = mergeSql(input, body, conflict, updates, rule);
  else {
    const insert = sql`insert into ${tableSql(target)} ${columnListSql(body.columns)} values ${sql.join(body.values.map(valueListSql))}`;
    if (target.dialect === 'postgres') {
      const where = rule === alwaysTrue ? sql`` : sql` where ${rule}`;
      const action = updates.length === 0 ? sql`do nothing` : sql`do update set ${sql.join(updates.map((column) => sql`${columnSql(column)} = ${sql.id('excluded', column.name)}`))}${where}`;
      statement = sql`${insert} on conflict ${columnListSql(conflict)} ${action}${returningSql(input)}`;
    } else {
      // MySQL evaluates the assignments in order, each seeing the ones before: the rule holds of the
      // row before them, because a rule's columns are set only where it holds and only to values
      // the rule layer checked against it (`write-external.ts`), so every test sees the old answer.
      const assigned = updates.length === 0 ? [conflict[0]!] : updates;
      const guarded = (value: Sql, column: ExternalColumn) => (rule === alwaysTrue ? value : sql`if(${rule}, ${value}, ${columnSql(column)})`);
      const update = updates.length === 0 ? (column: ExternalColumn) => sql`${columnSql(column)} = ${columnSql(column)}` : (column: ExternalColumn) => sql`${columnSql(column)} = ${guarded(sql`values(${columnSql(column)})`, column)}`;
      statement = sql`${insert} on duplicate key update ${sql.join(assigned.map(update))}`;
    }
  }
  return { statement: compileIn(target.dialect, statement), written: insertWritten(input) };
}
