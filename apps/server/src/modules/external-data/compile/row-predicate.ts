/**
 * Which rows an access rule lets a caller see or change, written without any dialect: the
 * access-rule layer produces it, `predicate-sql.ts` compiles it next to the request's own filters.
 * Column names are the external table's; values are parsed by their column's type like body values.
 */
export type RowPredicate =
  | { kind: 'compare'; column: string; op: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte'; value: unknown }
  | { kind: 'in'; column: string; values: readonly unknown[] }
  | { kind: 'isNull'; column: string }
  /** The column holds the calling end user's id; no row for a caller who is not an end user. */
  | { kind: 'ownedByCaller'; column: string }
  | { kind: 'and' | 'or'; children: readonly RowPredicate[] }
  | { kind: 'not'; child: RowPredicate }
  /** Every row (an open rule) or none (a closed one). */
  | { kind: 'all' }
  | { kind: 'none' };

/** Who calls, as far as a row predicate needs: the end user's id, or null for a builder or visitor. */
export interface PredicateCaller {
  endUserId: string | null;
}
