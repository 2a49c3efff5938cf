import { sql } from 'kysely';
import { pageWindow, type PageWindow } from '../../data-api/compile/read-statement.ts';
import { dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import type { ParsedRequest, SelectItem } from '../../data-api/grammar/ast.ts';
import { alwaysFalse, allOf, whereSql } from './conditions.ts';
import { columnOf, columnSql, tableSql, type ExternalTarget } from './external-target.ts';
import { orderSql, pageSql, requestLimits, requestOrder } from './order-and-page.ts';
import type { PredicateCaller, RowPredicate } from './row-predicate.ts';
import { compileIn, type CompiledStatement, type Sql } from './sql-dialect.ts';

/** What a read of an external table is compiled from. */
export interface ExternalReadInput {
  target: ExternalTarget;
  request: Pick<ParsedRequest, 'select' | 'filters' | 'order' | 'limits' | 'range'>;
  /** The access rule's rows, or null when the caller may read every row. */
  predicate: RowPredicate | null;
  caller: PredicateCaller;
}

/** The page's statement (rows as the driver returns them), its window, and the exact count's statement. */
export interface CompiledExternalRead {
  page: CompiledStatement;
  window: PageWindow;
  /** `select count(*) as "count"` under the same filters and predicate, run when `Prefer: count=exact` asks. */
  count: CompiledStatement;
}

/**
 * The select list: `*` is every column of the introspected table in its order, a column its
 * quoted name (with `as "alias"`). Embeds are refused (PGRST200) until they are compiled.
 */
function selectListSql(target: ExternalTarget, items: readonly SelectItem[]): Sql {
  const parts = items.flatMap((item): Sql[] => {
    if (item.kind === 'star') return target.table.columns.map(columnSql);
    if (item.kind === 'embed') refuse(400, dataApiCodes.relationNotFound, `Embedding "${item.relation}" is not available on tables of a connected database yet.`);
    const column = columnOf(target, item.name);
    return [item.alias === null ? columnSql(column) : sql`${columnSql(column)} as ${sql.id(item.alias)}`];
  });
  return sql.join(parts.length > 0 ? parts : target.table.columns.map(columnSql));
}

/**
 * A read of one external table: a page and an exact count, each one statement in the target's
 * dialect. The page window is the data API's (`limit`, `offset` and `Range`, at most
 * `MAX_PAGE_ROWS`); an empty window asks for no row (MSSQL cannot FETCH NEXT 0 ROWS).
 */
export function compileExternalRead(input: ExternalReadInput): CompiledExternalRead {
  const { target, request } = input;
  const window = pageWindow(requestLimits(request.limits), request.range);
  const where = whereSql(target, request.filters, input.predicate, input.caller);
  const from = sql`from ${tableSql(target)}`;
  const empty = window.limit === 0;
  const pageWhere = empty ? allOf([where, alwaysFalse]) : where;
  const page = sql`select ${selectListSql(target, request.select)} ${from} where ${pageWhere}${orderSql(target, requestOrder(request.order), true)}${pageSql(target, empty ? { ...window, limit: 1 } : window)}`;
  const count = sql`select count(*) as ${sql.id('count')} ${from} where ${where}`;
  return { page: compileIn(target.dialect, page), window, count: compileIn(target.dialect, count) };
}
