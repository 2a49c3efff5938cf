import type { ExternalColumn } from '@tessera/model/connectors';
import { sql } from 'kysely';
import { afterPositionSql, type KeysetStep } from '../../data-api/compile/keyset.ts';
import type { OrderTerm } from '../../data-api/grammar/ast.ts';
import { allOf, anyOf } from './conditions.ts';
import { columnOf, columnSql, type ExternalTarget } from './external-target.ts';
import { exactValueSql } from './exact-text.ts';
import type { Sql } from './sql-dialect.ts';

/**
 * Keyset batches over an external table (a CSV export): the requested order then the primary key
 * is a total order, and each batch continues strictly after the last row's values of those
 * columns, so no batch skips rows already read and a batch costs the same deep in the table.
 */

/** One term of the total order, its nulls placement resolved as Postgres resolves it. */
export interface ExternalKeysetTerm {
  column: ExternalColumn;
  direction: 'asc' | 'desc';
  nullsFirst: boolean;
}

/** The answer key of a term's position value (`_tessera_key_0`, …), selected beside the row's own columns. */
export const keysetKey = (index: number) => `_tessera_key_${index}`;

/**
 * The total order of an export: the requested terms, then each primary key column not already
 * ordered by (ascending). Null for a table without a primary key: its rows have no total order.
 */
export function externalKeysetTerms(target: ExternalTarget, order: readonly OrderTerm[]): ExternalKeysetTerm[] | null {
  if (target.table.primaryKey.length === 0) return null;
  const terms = order.map((term) => ({
    column: columnOf(target, term.column),
    direction: term.direction,
    nullsFirst: term.nulls === null ? term.direction === 'desc' : term.nulls === 'first',
  }));
  const ordered = new Set(terms.map((term) => term.column.name));
  for (const name of target.table.primaryKey) {
    if (!ordered.has(name)) terms.push({ column: columnOf(target, name), direction: 'asc', nullsFirst: false });
  }
  return terms;
}

/** The order terms that write the total order, nulls placement spelled out (so every dialect sorts the same). */
export function keysetOrderTerms(terms: readonly ExternalKeysetTerm[]): OrderTerm[] {
  return terms.map((term) => ({ column: term.column.name, direction: term.direction, nulls: term.nullsFirst ? 'first' : 'last' }));
}

/**
 * The select items of a row's position: each term's value, on Postgres as text (exact for every
 * type, and bound back as an untyped parameter Postgres reads as the column's type); elsewhere as
 * the driver gives it (MySQL's driver gives dates, decimals and big numbers as their exact text;
 * SQL Server's decimals are selected as text, `exact-text.ts`, which it compares as the column's type).
 */
export function keysetPositionSql(target: ExternalTarget, terms: readonly ExternalKeysetTerm[]): Sql[] {
  return terms.map((term, index) => {
    let value: Sql;
    if (target.dialect === 'postgres') value = sql`cast(${columnSql(term.column)} as text)`;
    else if (mysqlApproximate(target, term.column)) value = sql`(${columnSql(term.column)} + 0e0)`;
    else value = exactValueSql(target.dialect, term.column, columnSql(term.column));
    return sql`${value} as ${sql.id(keysetKey(index))}`;
  });
}

/** A row's position: its values of the terms, read from the keys {@link keysetPositionSql} selected. */
export function positionOf(terms: readonly ExternalKeysetTerm[], row: Readonly<Record<string, unknown>>): unknown[] {
  return terms.map((_, index) => row[keysetKey(index)] ?? null);
}

/**
 * MySQL's approximate numbers (FLOAT, DOUBLE, REAL). Their position is read and compared as a
 * double (`col + 0e0`): a FLOAT read as it is comes back as its shortest decimal (0.1), which
 * compares above the stored 0.100000001490116 and would read the row again; as a double, the
 * driver's number is the stored value exactly and binds back as its round-trip digits.
 */
function mysqlApproximate(target: ExternalTarget, column: ExternalColumn): boolean {
  return target.dialect === 'mysql' && /^(float|double|real)\b/i.test(column.databaseType);
}

/**
 * A position value as a parameter: as it was read; on MySQL a whole or decimal number as an exact
 * decimal (MySQL compares a number column with text as doubles, which loses digits past 2^53), an
 * approximate number as a double.
 */
function boundValue(target: ExternalTarget, column: ExternalColumn, value: unknown): Sql {
  if (mysqlApproximate(target, column)) return sql`(${value} + 0e0)`;
  if (target.dialect === 'mysql' && (column.type === 'integer' || column.type === 'decimal')) return sql`cast(${value} as decimal(65,30))`;
  return sql`${value}`;
}

/** The rows after a position in the terms' order (the data API's own keyset condition, in the target's dialect). */
export function comesAfterPositionSql(target: ExternalTarget, terms: readonly ExternalKeysetTerm[], position: readonly unknown[]): Sql {
  if (position.length !== terms.length) throw new Error(`a keyset position has ${terms.length} values, not ${position.length}`);
  const steps: KeysetStep[] = terms.map((term, index) => {
    const value = position[index] ?? null;
    return {
      ref: columnSql(term.column),
      direction: term.direction,
      nullsFirst: term.nullsFirst,
      nullable: term.column.nullable && !term.column.primaryKey,
      value: value === null ? null : boundValue(target, term.column, value),
    };
  });
  return afterPositionSql(steps, { allOf, anyOf });
}
