import type { DataModel, DataTable } from '@tessera/model/data';
import { sql } from 'kysely';
import { authorize } from '../access/authorize.ts';
import { DataApiException, dataApiCodes, refuse } from '../data-api-error.ts';
import type { FilterNode, OrderTerm, ParsedRequest } from '../grammar/ast.ts';
import type { Principal } from '../principal.ts';
import { allowedColumn } from './column-checks.ts';
import type { ResolvedOrderTerm } from './keyset.ts';
import { columnRef, type Sql } from './sql-parts.ts';

/** Most rows one page (and one embedded list) answers: PostgREST's `db-max-rows`. */
export const MAX_PAGE_ROWS = 1000;
/** Deepest nesting of embeds (`a(b(c(d(e))))`). */
export const MAX_EMBED_DEPTH = 4;

/**
 * What compiling one read carries along: the model, the schema, the caller, the request's scoped
 * filters, orders and limits, a counter for table aliases, and which embed paths exist (a
 * filter on a path no embed has is refused).
 */
export interface ReadContext {
  model: DataModel;
  schemaName: string;
  principal: Principal;
  request: Pick<ParsedRequest, 'filters' | 'order' | 'limits'>;
  nextAlias: () => string;
  embedPaths: Set<string>;
}

export const pathKey = (path: readonly string[]): string => JSON.stringify(path);

export function createReadContext(model: DataModel, schemaName: string, principal: Principal, request: ReadContext['request']): ReadContext {
  let count = 0;
  return { model, schemaName, principal, request, nextAlias: () => `t${count++}`, embedPaths: new Set([pathKey([])]) };
}

/** The read authorization of a table, or its refusal thrown. */
export function readAuthorization(context: ReadContext, table: DataTable) {
  const authorization = authorize(context.model, table, 'read', context.principal);
  if (!authorization.allowed) throw new DataApiException(authorization.error);
  return authorization;
}

/** The filters a request puts on one path (the requested table: []). */
export function filtersAt(context: ReadContext, path: readonly string[]): FilterNode[] {
  const key = pathKey(path);
  return context.request.filters.filter((filter) => pathKey(filter.path) === key).map((filter) => filter.node);
}

/** The order terms of one path, each column looked up and checked against the readable ones. */
export function orderTermsAt(context: ReadContext, path: readonly string[], table: DataTable, readable: ReadonlySet<string>): ResolvedOrderTerm[] {
  const key = pathKey(path);
  const terms: OrderTerm[] = context.request.order.filter((order) => pathKey(order.path) === key).flatMap((order) => order.terms);
  return terms.map((term) => ({ column: allowedColumn(table, term.column, readable, 'order by'), direction: term.direction, nulls: term.nulls }));
}

/** `order by …` of one path, each column checked against the readable ones; null when none asked. */
export function orderAt(context: ReadContext, path: readonly string[], table: DataTable, alias: string, readable: ReadonlySet<string>): Sql | null {
  const terms = orderTermsAt(context, path, table, readable);
  if (terms.length === 0) return null;
  const parts = terms.map((term) => {
    const ref = columnRef(alias, term.column);
    const direction = term.direction === 'desc' ? sql`desc` : sql`asc`;
    const nulls = term.nulls === 'first' ? sql` nulls first` : term.nulls === 'last' ? sql` nulls last` : sql``;
    return sql`${ref} ${direction}${nulls}`;
  });
  return sql`order by ${sql.join(parts)}`;
}

/** `limit=` and `offset=` of one path. */
export function limitAt(context: ReadContext, path: readonly string[]): { limit: number | null; offset: number | null } {
  const key = pathKey(path);
  const found = context.request.limits.find((limit) => pathKey(limit.path) === key);
  return { limit: found?.limit ?? null, offset: found?.offset ?? null };
}

/** Refuses filters, orders and limits on a path that no embed of the request has. */
export function assertScopedPathsEmbedded(context: ReadContext): void {
  const scoped = [...context.request.filters, ...context.request.order, ...context.request.limits];
  const stray = scoped.find((item) => !context.embedPaths.has(pathKey(item.path)));
  if (stray) refuse(400, dataApiCodes.notEmbedded, `'${stray.path.join('.')}' is not an embedded resource in this request`, null, `Add '${stray.path.at(-1) ?? ''}(...)' to select=, or remove the filter.`);
}
