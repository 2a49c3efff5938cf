import { primaryKeyOf, type DataTable } from '@tessera/model/data';
import { sql } from 'kysely';
import type { Authorization } from '../access/authorize.ts';
import { refuse } from '../data-api-error.ts';
import type { SelectItem } from '../grammar/ast.ts';
import { allowedColumn } from './column-checks.ts';
import { filterSql } from './filters.ts';
import { jsonFormOf, pageColumnsSql, pageJsonSql, pageRowJsonSql, type SelectedField } from './page-json.ts';
import { filtersAt, limitAt, MAX_EMBED_DEPTH, MAX_PAGE_ROWS, orderAt, pathKey, type ReadContext, readAuthorization } from './read-context.ts';
import { parentKeyOf, type Relation, resolveRelation } from './relations.ts';
import { allOf, columnRef, type Sql, tableRef } from './sql-parts.ts';

type Allowed = Extract<Authorization, { allowed: true }>;

/** A table's select list and the conditions its `!inner` embeds add to its own rows. */
export interface CompiledSelect {
  fields: SelectedField[];
  innerConditions: Sql[];
}

/** How an embedded row joins its parent row, over the embedded table's alias. */
function joinCondition(context: ReadContext, parent: DataTable, parentAlias: string, relation: Relation, alias: string): Sql {
  const parentKey = columnRef(parentAlias, parentKeyOf(parent, relation));
  switch (relation.kind) {
    case 'toOne':
      return sql`${columnRef(alias, primaryKeyOf(relation.target))} = ${parentKey}`;
    case 'toMany':
      return sql`${columnRef(alias, relation.column)} = ${parentKey}`;
    case 'manyToMany': {
      // The join table is read too, so its read rule holds inside the same subquery.
      const join = readAuthorization(context, relation.join);
      const joinAlias = context.nextAlias();
      const parts = [sql`${columnRef(joinAlias, relation.parentColumn)} = ${parentKey}`, sql`${columnRef(joinAlias, relation.column)} = ${columnRef(alias, primaryKeyOf(relation.target))}`];
      if (join.rowPredicate) parts.push(join.rowPredicate(joinAlias));
      return sql`exists (select 1 from ${tableRef(context.schemaName, relation.join)} as ${sql.id(joinAlias)} where ${allOf(parts)})`;
    }
  }
}

/** `offset … limit …` of an embedded list (each parent's list), capped at a page. */
function embedPage(context: ReadContext, path: readonly string[]): Sql {
  const { limit, offset } = limitAt(context, path);
  return sql`limit ${Math.min(limit ?? MAX_PAGE_ROWS, MAX_PAGE_ROWS)} offset ${offset ?? 0}`;
}

function embedSql(context: ReadContext, parent: DataTable, parentAlias: string, parentPath: readonly string[], item: Extract<SelectItem, { kind: 'embed' }>, depth: number) {
  if (depth > MAX_EMBED_DEPTH) refuse(400, 'PGRST100', `embedding is limited to ${MAX_EMBED_DEPTH} levels (at '${item.relation}')`);
  const relation = resolveRelation(context.model, parent, item.relation, item.hint);
  const target = relation.target;
  const authorization = readAuthorization(context, target);
  const name = item.alias ?? item.relation;
  const path = [...parentPath, name];
  context.embedPaths.add(pathKey(path));
  const alias = context.nextAlias();
  const nested = selectListSql(context, target, alias, path, item.select, authorization, depth + 1);
  const conditions = [joinCondition(context, parent, parentAlias, relation, alias)];
  if (authorization.rowPredicate) conditions.push(authorization.rowPredicate(alias));
  conditions.push(...filtersAt(context, path).map((node) => filterSql(node, target, alias, authorization.columns)));
  conditions.push(...nested.innerConditions);
  const fromWhere = sql`from ${tableRef(context.schemaName, target)} as ${sql.id(alias)} where ${allOf(conditions)}`;
  const order = orderAt(context, path, target, alias, authorization.columns) ?? sql``;
  // The embedded rows are written as JSON text as the page's are (`page-json.ts`), after their own limit.
  const rows = `${alias}_rows`;
  const columns = pageColumnsSql(nested.fields);
  const value =
    relation.kind === 'toOne'
      ? sql`(select ${pageRowJsonSql(nested.fields, rows)} from (select ${columns} ${fromWhere} limit 1) as ${sql.id(rows)})`
      : sql`(select ${pageJsonSql(nested.fields, rows)} from (select ${columns} ${fromWhere} ${order} ${embedPage(context, path)}) as ${sql.id(rows)})`;
  return { field: item.select.length === 0 ? null : ({ name, value, json: 'text' } as const), inner: item.inner ? sql`exists (select 1 ${fromWhere})` : null };
}

/**
 * The select list of one table: `*` is the caller's readable columns in the model's order, a
 * named column must exist and be readable, and every embed is a correlated subquery writing
 * its rows as JSON text (with its own table's read rule, filters, order and limit inside), so a page
 * of any depth is one statement. An embed with an empty list (`tasks!inner()`) only filters.
 */
export function selectListSql(context: ReadContext, table: DataTable, alias: string, path: readonly string[], items: readonly SelectItem[], authorization: Allowed, depth = 1): CompiledSelect {
  const fields: SelectedField[] = [];
  const innerConditions: Sql[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      for (const column of table.columns) if (authorization.columns.has(column.name)) fields.push({ name: column.name, value: columnRef(alias, column), json: jsonFormOf(column) });
    } else if (item.kind === 'column') {
      const column = allowedColumn(table, item.name, authorization.columns, 'select');
      fields.push({ name: item.alias ?? column.name, value: columnRef(alias, column), json: jsonFormOf(column) });
    } else {
      const embed = embedSql(context, table, alias, path, item, depth);
      if (embed.field) fields.push(embed.field);
      if (embed.inner) innerConditions.push(embed.inner);
    }
  }
  return { fields, innerConditions };
}
