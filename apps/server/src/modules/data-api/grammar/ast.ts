/**
 * The parsed form of a data API request in PostgREST's URL grammar. The parser
 * (`parse-request.ts`) turns a query string and headers into these values without looking at the
 * data model; the compiler checks every name against the model before any SQL is written.
 */

/** Filter operators of the data API (PostgREST's names). */
export const filterOperators = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is'] as const;
export type FilterOperator = (typeof filterOperators)[number];

/** `is.` takes one of these. */
export const isValues = ['null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof isValues)[number];

/**
 * `column=[not.]op.value`; `in` carries a list (`in.()` is the empty list: it matches no row), `is`
 * one of `isValues` (written in any case), the rest raw text. A `like`/`ilike` value has PostgREST's
 * `*` already turned into `%` by the parser. A top-level value is kept exactly, quotes included; a
 * value inside `or=(…)` has its double quotes and backslash escapes removed.
 */
export type FilterCondition =
  | { kind: 'condition'; column: string; negated: boolean; operator: Exclude<FilterOperator, 'in' | 'is'>; value: string }
  | { kind: 'condition'; column: string; negated: boolean; operator: 'in'; value: string[] }
  | { kind: 'condition'; column: string; negated: boolean; operator: 'is'; value: IsValue };

/** `or=(…)`, `and=(…)`, `not.or=(…)`, nested as `or(a.eq.1,and(b.gt.2,c.lt.3))`. */
export interface FilterGroup {
  kind: 'group';
  op: 'and' | 'or';
  negated: boolean;
  children: FilterNode[];
}

export type FilterNode = FilterCondition | FilterGroup;

/**
 * A filter and the embedded resource it applies to: `path` is empty for the requested table,
 * `['tasks']` for `tasks.done=eq.true`, `['tasks', 'comments']` one level deeper.
 */
export interface ScopedFilter {
  path: string[];
  node: FilterNode;
}

/** One item of `select=`. */
export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias: string | null }
  | {
      kind: 'embed';
      /** The related table's name (or the foreign key column's name, PostgREST's hint form). */
      relation: string;
      alias: string | null;
      /** `table!fk_column(...)`: which foreign key, when two relate the same tables. */
      hint: string | null;
      /** `!inner`: keep only parent rows that have a matching related row (`!left`, the default, is false). */
      inner: boolean;
      /** Empty for `tasks()`: the embed only filters the parent rows (with `!inner`) and adds no key. */
      select: SelectItem[];
    };

/** One term of `order=`; `direction` is `asc` when not written, `nulls` null when not written. */
export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc';
  nulls: 'first' | 'last' | null;
}

/** `order=`, `limit=` and `offset=` of the requested table (path []) or of an embed. */
export interface ScopedOrder {
  path: string[];
  terms: OrderTerm[];
}
export interface ScopedLimit {
  path: string[];
  limit: number | null;
  offset: number | null;
}

/** `Prefer: count=…`. */
export type CountPreference = 'exact' | 'planned' | 'estimated';

/** What `Prefer:` asked for (unknown preferences are ignored, as PostgREST does by default). */
export interface Preferences {
  count: CountPreference | null;
  /** `return=representation` answers with the written rows; `minimal` (default) with none. */
  return: 'minimal' | 'representation' | 'headers-only';
  /** `resolution=merge-duplicates | ignore-duplicates`: an insert becomes an upsert. */
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  /** `missing=default`: columns left out of some rows of a bulk insert take their default. */
  missing: 'default' | 'null';
}

/** A `Range: 0-49` header (or `Range-Unit: items`), inclusive bounds; `end` null for `10-`. */
export interface RangeHeader {
  start: number;
  end: number | null;
}

/** Everything a request says, parsed. */
export interface ParsedRequest {
  select: SelectItem[];
  filters: ScopedFilter[];
  order: ScopedOrder[];
  limits: ScopedLimit[];
  range: RangeHeader | null;
  prefer: Preferences;
  /** `on_conflict=col1,col2` of an upsert. */
  onConflict: string[] | null;
  /** `columns=a,b` of an insert: only these keys of the body are read. */
  columns: string[] | null;
}

/**
 * A client error in PostgREST's JSON shape. `code` is stable (PostgREST's `PGRST…` codes where
 * one exists); `message` names the table, column or operator; `details` and `hint` may be null.
 */
export interface DataApiError {
  status: number;
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}
