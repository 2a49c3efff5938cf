import { sql } from 'kysely';
import { dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import type { OrderTerm, ScopedLimit, ScopedOrder } from '../../data-api/grammar/ast.ts';
import type { PageWindow } from '../../data-api/compile/read-statement.ts';
import { columnOf, columnSql, primaryKeyColumns, type ExternalTarget } from './external-target.ts';
import type { Sql } from './sql-dialect.ts';

/** The requested table's `order=` terms (an order on an embed is refused until embeds are compiled). */
export function requestOrder(order: readonly ScopedOrder[]): OrderTerm[] {
  return order.flatMap((scoped) => {
    if (scoped.path.length > 0) refuse(400, dataApiCodes.notEmbedded, `An order on the embedded "${scoped.path.join('.')}" is not available on tables of a connected database yet.`);
    return scoped.terms;
  });
}

/** The requested table's `limit=`/`offset=` (on an embed refused as above). */
export function requestLimits(limits: readonly ScopedLimit[]): Pick<ScopedLimit, 'limit' | 'offset'> {
  for (const scoped of limits) if (scoped.path.length > 0) refuse(400, dataApiCodes.notEmbedded, `A limit on the embedded "${scoped.path.join('.')}" is not available on tables of a connected database yet.`);
  return limits.find((scoped) => scoped.path.length === 0) ?? { limit: null, offset: null };
}

/**
 * One order term. Nulls sort as in Postgres whatever the dialect (last going up, first going
 * down, unless `nullsfirst`/`nullslast` says otherwise): Postgres and Oracle write NULLS
 * FIRST/LAST, MySQL and MSSQL, which have neither, sort by `case when … is null` first.
 */
function termSql(target: ExternalTarget, term: OrderTerm): Sql {
  const ref = columnSql(columnOf(target, term.column));
  const direction = term.direction === 'desc' ? sql`desc` : sql`asc`;
  const nullsFirst = term.nulls === null ? term.direction === 'desc' : term.nulls === 'first';
  if (target.dialect === 'postgres' || target.dialect === 'oracle') {
    return term.nulls === null ? sql`${ref} ${direction}` : sql`${ref} ${direction} ${nullsFirst ? sql`nulls first` : sql`nulls last`}`;
  }
  return sql`case when ${ref} is null then ${sql.lit(nullsFirst ? 0 : 1)} else ${sql.lit(nullsFirst ? 1 : 0)} end, ${ref} ${direction}`;
}

/**
 * `order by …` of a page. MSSQL's OFFSET … FETCH needs one, so there the primary key orders a
 * page that asks for no order (and `(select null)` a table without a key); elsewhere an
 * unordered page is left unordered, as the data API leaves it.
 */
export function orderSql(target: ExternalTarget, terms: readonly OrderTerm[], paged: boolean): Sql {
  if (terms.length > 0) return sql` order by ${sql.join(terms.map((term) => termSql(target, term)))}`;
  if (!paged || target.dialect !== 'mssql') return sql``;
  const key = primaryKeyColumns(target);
  return key.length > 0 ? sql` order by ${sql.join(key.map(columnSql))}` : sql` order by (select null)`;
}

/**
 * The page's bounds as literals (whole numbers the grammar checked, never text): LIMIT/OFFSET
 * on Postgres and MySQL, OFFSET … ROWS FETCH NEXT … ROWS ONLY on MSSQL and Oracle 12c+.
 */
export function pageSql(target: ExternalTarget, window: PageWindow): Sql {
  const limit = sql.lit(Math.trunc(window.limit));
  const offset = sql.lit(Math.trunc(window.offset));
  if (target.dialect === 'postgres' || target.dialect === 'mysql') return sql` limit ${limit} offset ${offset}`;
  return sql` offset ${offset} rows fetch next ${limit} rows only`;
}
