import { sql } from 'kysely';
import { pageWindow, type PageWindow } from '../../data-api/compile/read-statement.ts';
import type { ParsedRequest, SelectItem } from '../../data-api/grammar/ast.ts';
import type { ExternalColumn, ExternalTable } from '@tessera/model/connectors';
import { alwaysFalse, alwaysTrue, allOf, whereSql } from './conditions.ts';
import { embedSql, innerEmbedSql, type EmbedScope } from './embeds.ts';
import { comesAfterPositionSql, keysetOrderTerms, keysetPositionSql, type ExternalKeysetTerm } from './keyset.ts';
import { columnOf, columnSql, tableSql, type ExternalTarget } from './external-target.ts';
import { orderSql, pageSql, requestLimits, requestOrder } from './order-and-page.ts';
import type { PredicateCaller, RowPredicate } from './row-predicate.ts';
import { compileIn, type CompiledStatement, type Sql } from './sql-dialect.ts';
import { exactValueSql, selectsAsText } from './exact-text.ts';

/** The requested table's column, qualified by the table (embeds' subqueries name it from inside). */
const parentRef = (target: ExternalTarget) => (column: string): Sql =>
  target.schema === null ? sql.id(target.table.name, column) : sql.id(target.schema, target.table.name, column);

/** What a read of an external table is compiled from. */
export interface ExternalReadInput {
  target: ExternalTarget;
  request: Pick<ParsedRequest, 'select' | 'filters' | 'order' | 'limits' | 'range'>;
  /** The tables of the same schema, which embeds may name (none: no embeds). */
  related?: readonly ExternalTable[];
  /** The access rule's rows, or null when the caller may read every row. */
  predicate: RowPredicate | null;
  caller: PredicateCaller;
  /**
   * A keyset batch (a CSV export): ordered by these terms instead of `order=`, only rows after
   * `after` (none: from the first), each row with its position (`keyset.ts`).
   */
  keyset?: { terms: readonly ExternalKeysetTerm[]; after: readonly unknown[] | null };
  /** The read rule's rows of embedded tables, by name (absent: every row). */
  embedPredicates?: ReadonlyMap<string, RowPredicate>;
}

/** The page's statement (rows as the driver returns them), its window, and the exact count's statement. */
export interface CompiledExternalRead {
  page: CompiledStatement;
  window: PageWindow;
  /** `select count(*) as "count"` under the same filters and predicate, run when `Prefer: count=exact` asks. */
  count: CompiledStatement;
}

/** One selected column under its answer key: its quoted name, as exact text where the driver would lose digits (`exact-text.ts`). */
function selectedColumnSql(target: ExternalTarget, column: ExternalColumn, alias: string | null): Sql {
  const value = exactValueSql(target.dialect, column, columnSql(column));
  return alias === null && !selectsAsText(target.dialect, column) ? value : sql`${value} as ${sql.id(alias ?? column.name)}`;
}

/**
 * The select list: `*` is every column of the introspected table in its order, a column its
 * quoted name (with `as "alias"`), an embed its related rows as JSON (`embeds.ts`).
 */
function selectListSql(target: ExternalTarget, scope: EmbedScope, items: readonly SelectItem[]): Sql {
  const every = () => target.table.columns.map((column) => selectedColumnSql(target, column, null));
  const parts = items.flatMap((item): Sql[] => {
    if (item.kind === 'star') return every();
    if (item.kind === 'embed') return item.select.length === 0 ? [] : [sql`${embedSql(target, scope, item, parentRef(target))} as ${sql.id(item.alias ?? item.relation)}`];
    return [selectedColumnSql(target, columnOf(target, item.name), item.alias)];
  });
  return sql.join(parts.length > 0 ? parts : every());
}

/**
 * A read of one external table: a page and an exact count, each one statement in the target's
 * dialect. The page window is the data API's (`limit`, `offset` and `Range`, at most
 * `MAX_PAGE_ROWS`); an empty window asks for no row (MSSQL cannot FETCH NEXT 0 ROWS).
 */
export function compileExternalRead(input: ExternalReadInput): CompiledExternalRead {
  const { target, request } = input;
  const window = pageWindow(requestLimits(request.limits), request.range);
  const scope: EmbedScope = { tables: input.related ?? [], caller: input.caller, ...(input.embedPredicates ? { predicates: input.embedPredicates } : {}) };
  const inner = request.select.filter((item) => item.kind === 'embed' && item.inner).map((item) => innerEmbedSql(target, scope, item as Extract<SelectItem, { kind: 'embed' }>, parentRef(target)));
  const where = allOf([whereSql(target, request.filters, input.predicate, input.caller), ...inner]);
  const { keyset } = input;
  const after = keyset?.after ? [comesAfterPositionSql(target, keyset.terms, keyset.after)] : [];
  const order = keyset ? keysetOrderTerms(keyset.terms) : requestOrder(request.order);
  const selectList = selectListSql(target, scope, request.select);
  const from = sql`from ${tableSql(target)}`;
  const empty = window.limit === 0;
  const rows = after.length > 0 && where === alwaysTrue ? allOf(after) : allOf([where, ...after]);
  const pageWhere = empty ? allOf([rows, alwaysFalse]) : rows;
  const list = keyset ? sql`${selectList}, ${sql.join(keysetPositionSql(target, keyset.terms))}` : selectList;
  const page = sql`select ${list} ${from} where ${pageWhere}${orderSql(target, order, true)}${pageSql(target, empty ? { ...window, limit: 1 } : window)}`;
  const count = sql`select count(*) as ${sql.id('count')} ${from} where ${where}`;
  return { page: compileIn(target.dialect, page), window, count: compileIn(target.dialect, count) };
}
