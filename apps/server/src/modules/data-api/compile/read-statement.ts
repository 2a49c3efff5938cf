import { primaryKeyOf, type DataModel, type DataTable } from '@tessera/model/data';
import { sql } from 'kysely';
import type { ParsedRequest, RangeHeader, ScopedLimit } from '../grammar/ast.ts';
import type { Principal } from '../principal.ts';
import { filterSql } from './filters.ts';
import { comesAfterSql, keysetOrderSql, keysetPositionSql, keysetTerms } from './keyset.ts';
import { assertScopedPathsEmbedded, createReadContext, filtersAt, limitAt, MAX_PAGE_ROWS, orderAt, orderTermsAt, readAuthorization } from './read-context.ts';
import { pageColumnsSql, pageJsonSql } from './page-json.ts';
import { selectListSql } from './select-list.ts';
import { allOf, columnRef, type Sql, tableRef } from './sql-parts.ts';

/** The rows of one page: from `offset`, at most `limit` (0 when the range is empty). */
export interface PageWindow {
  offset: number;
  limit: number;
}

/**
 * The page a request asks for: `limit`/`offset` and the `Range` header intersected (as PostgREST
 * does), capped at `MAX_PAGE_ROWS`.
 */
export function pageWindow(limits: Pick<ScopedLimit, 'limit' | 'offset'>, range: RangeHeader | null): PageWindow {
  const queryStart = limits.offset ?? 0;
  const queryEnd = limits.limit === null ? Number.POSITIVE_INFINITY : queryStart + limits.limit - 1;
  const start = Math.max(queryStart, range?.start ?? 0);
  const end = Math.min(queryEnd, range?.end ?? Number.POSITIVE_INFINITY);
  return { offset: start, limit: end < start ? 0 : Math.min(end - start + 1, MAX_PAGE_ROWS) };
}

export interface ReadInput {
  model: DataModel;
  schemaName: string;
  table: DataTable;
  principal: Principal;
  request: Pick<ParsedRequest, 'select' | 'filters' | 'order' | 'limits' | 'range'>;
}

/**
 * CSV export: the next batch in the request's order with the primary key as last tiebreaker,
 * after a position (its values of those terms, from the last batch's `KEYSET_KEY`), skipping
 * `skip` rows.
 */
export interface KeysetBatch {
  after: ReadonlyArray<string | null> | null;
  size: number;
  skip: number;
}

/** Output columns of a read statement. */
export interface ReadRow {
  body: string;
  n: number;
  total: string | null;
}

export interface CompiledRead {
  /** One statement: `body` (the page as JSON text), `n` (its rows), `total` (with an exact count). */
  statement: Sql;
  /** `explain (format json)` of the same rows, for planned and estimated counts. */
  planStatement: Sql;
  window: PageWindow;
}

/** The alias of a row's position in an export batch (a name no builder's column may have). */
export const KEYSET_KEY = '_tessera_key';

/**
 * Compiles a read (list, get, count, export batch) to one statement: the read rule's predicate,
 * the request's filters and `!inner` embeds in one WHERE shared by the page and the count, the
 * page written as JSON text in SQL (`pageJsonSql`) so rows are never re-serialised in Node.
 */
export function compileRead(input: ReadInput, options: { exactCount: boolean; keyset?: KeysetBatch }): CompiledRead {
  const { model, schemaName, table, principal, request } = input;
  const context = createReadContext(model, schemaName, principal, request);
  const authorization = readAuthorization(context, table);
  const alias = context.nextAlias();
  const selected = selectListSql(context, table, alias, [], request.select, authorization);
  const conditions: Sql[] = [];
  if (authorization.rowPredicate) conditions.push(authorization.rowPredicate(alias));
  conditions.push(...filtersAt(context, []).map((node) => filterSql(node, table, alias, authorization.columns)));
  conditions.push(...selected.innerConditions);
  const order = orderAt(context, [], table, alias, authorization.columns);
  assertScopedPathsEmbedded(context);
  const key = primaryKeyOf(table);
  const from = sql`from ${tableRef(schemaName, table)} as ${sql.id(alias)}`;
  const where = sql`where ${allOf(conditions)}`;
  const fields = [...selected.fields];
  let window = pageWindow(limitAt(context, []), request.range);
  let pageConditions = where;
  let pageOrder = order ?? sql`order by ${columnRef(alias, key)}`;
  if (options.keyset) {
    const { after, size, skip } = options.keyset;
    const terms = keysetTerms(orderTermsAt(context, [], table, authorization.columns), key);
    fields.push({ name: KEYSET_KEY, value: keysetPositionSql(alias, terms), json: 'text' });
    pageConditions = after === null ? where : sql`where ${allOf([...conditions, comesAfterSql(alias, terms, after)])}`;
    pageOrder = keysetOrderSql(alias, terms);
    window = { offset: skip, limit: size };
  }
  const page = sql`select ${pageColumnsSql(fields)} ${from} ${pageConditions} ${pageOrder} limit ${window.limit} offset ${window.offset}`;
  const total = options.exactCount ? sql`(select count(*) ${from} ${where})::text` : sql`null::text`;
  return {
    statement: sql`select ${pageJsonSql(fields, '_page')} as body, count(*)::int as n, ${total} as total from (${page}) as _page`,
    planStatement: sql`explain (format json) select 1 ${from} ${where}`,
    window,
  };
}
