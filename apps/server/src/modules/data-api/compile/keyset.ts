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

/**
 * One term of a keyset position in SQL, whatever the dialect: the column's reference, its order
 * and nulls placement, and the position's value (a bound parameter; null for NULL).
 */
export interface KeysetStep {
  ref: Sql;
  direction: 'asc' | 'desc';
  nullsFirst: boolean;
  /** False for a column that is never NULL (its condition then has no NULL branch). */
  nullable: boolean;
  value: Sql | null;
}

/** How a dialect writes a conjunction and a disjunction (and their empty forms). */
export interface Connectives {
  allOf: (parts: readonly Sql[]) => Sql;
  anyOf: (parts: readonly Sql[]) => Sql;
}

/** Rows whose value of one step equals the position's (NULL matches NULL). */
function sameAs(step: KeysetStep): Sql {
  return step.value === null ? sql`${step.ref} is null` : sql`${step.ref} = ${step.value}`;
}

/** Rows whose value of one step comes strictly after the position's; null when none can. */
function strictlyAfter(step: KeysetStep): Sql | null {
  if (step.value === null) return step.nullsFirst ? sql`${step.ref} is not null` : null;
  const beyond = step.direction === 'desc' ? sql`${step.ref} < ${step.value}` : sql`${step.ref} > ${step.value}`;
  return step.nullsFirst || !step.nullable ? beyond : sql`(${beyond} or ${step.ref} is null)`;
}

/**
 * The rows that come after a position in the steps' lexicographic order: for each step i, (every
 * earlier step equal AND step i strictly after), OR-ed; NULLs placed as each step says. Written
 * once for the data API and the tables of connected databases (which pass their dialect's
 * connectives).
 */
export function afterPositionSql(steps: readonly KeysetStep[], connectives: Connectives = { allOf, anyOf }): Sql {
  const branches: Sql[] = [];
  steps.forEach((step, index) => {
    const after = strictlyAfter(step);
    if (after === null) return;
    branches.push(connectives.allOf([...steps.slice(0, index).map(sameAs), after]));
  });
  return connectives.anyOf(branches);
}

/**
 * The rows that come after a position in the terms' lexicographic order (see
 * {@link afterPositionSql}). Values are parameters cast to their column's type.
 */
export function comesAfterSql(alias: string, terms: readonly KeysetTerm[], position: readonly (string | null)[]): Sql {
  if (position.length !== terms.length) throw new Error(`a keyset position has ${terms.length} values, not ${position.length}`);
  return afterPositionSql(
    terms.map((term, index) => {
      const value = position[index] ?? null;
      return { ref: columnRef(alias, term.column), direction: term.direction, nullsFirst: term.nullsFirst, nullable: term.nullable, value: value === null ? null : typedValue(term.column, value) };
    }),
  );
}
