import type { DataColumn } from '@tessera/model/data';
import { sql } from 'kysely';
import { allOf, anyOf, columnRef, type Sql, typedValue } from './sql-parts.ts';

/**
 * One term of an export's total order, its nulls placement resolved as Postgres resolves it
 * (last when ascending, first when descending, unless the request says otherwise).
 */
export interface KeysetTerm {
  column: DataColumn;
  direction: 'asc' | 'desc';
  nullsFirst: boolean;
  /** False for the primary key, which is never NULL (its condition then has no NULL branch). */
  nullable: boolean;
}

/** A requested order term with its column looked up. */
export interface ResolvedOrderTerm {
  column: DataColumn;
  direction: 'asc' | 'desc';
  nulls: 'first' | 'last' | null;
}

/**
 * The total order an export walks: the requested terms, then the primary key (unless already
 * ordered by), so no two rows tie and every batch continues exactly where the last one ended.
 */
export function keysetTerms(order: readonly ResolvedOrderTerm[], key: DataColumn): KeysetTerm[] {
  const terms = order.map(({ column, direction, nulls }) => ({
    column,
    direction,
    nullsFirst: nulls === null ? direction === 'desc' : nulls === 'first',
    nullable: column.name !== key.name,
  }));
  return terms.some((term) => !term.nullable) ? terms : [...terms, { column: key, direction: 'asc', nullsFirst: false, nullable: false }];
}

/** `order by …` of the terms, nulls placement spelled out. */
export function keysetOrderSql(alias: string, terms: readonly KeysetTerm[]): Sql {
  const parts = terms.map((term) => sql`${columnRef(alias, term.column)} ${term.direction === 'desc' ? sql`desc` : sql`asc`} ${term.nullsFirst ? sql`nulls first` : sql`nulls last`}`);
  return sql`order by ${sql.join(parts)}`;
}

/**
 * A row's position in the order: its term values as Postgres text (null for NULL), one JSON
 * array, read back as the next batch's `after`.
 */
export function keysetPositionSql(alias: string, terms: readonly KeysetTerm[]): Sql {
  return sql`json_build_array(${sql.join(terms.map((term) => sql`${columnRef(alias, term.column)}::text`))})`;
}

/** Rows whose value of one term equals the position's (NULL matches NULL). */
function sameAs(ref: Sql, term: KeysetTerm, value: string | null): Sql {
  return value === null ? sql`${ref} is null` : sql`${ref} = ${typedValue(term.column, value)}`;
}

/** Rows whose value of one term comes strictly after the position's; null when none can. */
function strictlyAfter(ref: Sql, term: KeysetTerm, value: string | null): Sql | null {
  if (value === null) return term.nullsFirst ? sql`${ref} is not null` : null;
  const beyond = term.direction === 'desc' ? sql`${ref} < ${typedValue(term.column, value)}` : sql`${ref} > ${typedValue(term.column, value)}`;
  return term.nullsFirst || !term.nullable ? beyond : sql`(${beyond} or ${ref} is null)`;
}

/**
 * The rows that come after a position in the terms' lexicographic order: for each term i,
 * (every earlier term equal AND term i strictly after), OR-ed. Values are parameters cast to
 * their column's type; NULLs are placed as each term's nulls placement says.
 */
export function comesAfterSql(alias: string, terms: readonly KeysetTerm[], position: readonly (string | null)[]): Sql {
  if (position.length !== terms.length) throw new Error(`a keyset position has ${terms.length} values, not ${position.length}`);
  const branches: Sql[] = [];
  terms.forEach((term, index) => {
    const after = strictlyAfter(columnRef(alias, term.column), term, position[index] ?? null);
    if (after === null) return;
    const equal = terms.slice(0, index).map((earlier, at) => sameAs(columnRef(alias, earlier.column), earlier, position[at] ?? null));
    branches.push(allOf([...equal, after]));
  });
  return anyOf(branches);
}
