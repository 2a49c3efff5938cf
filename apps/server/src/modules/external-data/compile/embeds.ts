import type { ExternalColumn, ExternalTable } from '@tessera/model/connectors';
import { sql } from 'kysely';
import { dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import type { SelectItem } from '../../data-api/grammar/ast.ts';
import { alwaysTrue, predicateSql } from './conditions.ts';
import { columnOf, type ExternalTarget } from './external-target.ts';
import type { PredicateCaller, RowPredicate } from './row-predicate.ts';
import type { Sql } from './sql-dialect.ts';

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

/** How an embedded table relates to the requested one: its rows by a foreign key either way. */
interface Relation {
  table: ExternalTable;
  /** The requested table references it (one row, an object) or it references the requested table (rows, an array). */
  toMany: boolean;
  /** Column pairs of the join: the requested table's column, the embedded table's column. */
  pairs: { parent: string; child: string }[];
}

/** The tables of the requested table's schema an embed may name. */
export interface EmbedScope {
  tables: readonly ExternalTable[];
  /** The read rule's rows of each embedded table, by name (none: every row), and who calls. */
  predicates?: ReadonlyMap<string, RowPredicate>;
  caller?: PredicateCaller;
}

const sameSchema = (target: ExternalTarget, referencedSchema: string) => target.schema === null || referencedSchema === target.schema;

/**
 * The foreign key an embed goes through (PostgREST's rules): the requested table's key to the
 * named table (to-one) or the named table's key to the requested one (to-many); `!hint` picks
 * one by the key's name or its first column. None: PGRST200; several: PGRST201 (300).
 */
function relationOf(target: ExternalTarget, scope: EmbedScope, item: EmbedItem): Relation {
  const table = scope.tables.find((candidate) => candidate.name === item.relation);
  if (!table) refuse(400, dataApiCodes.relationNotFound, `The table "${target.table.name}" has no relationship with "${item.relation}".`);
  const hinted = (fk: ExternalTable['foreignKeys'][number]) => item.hint === null || fk.name === item.hint || fk.columns[0] === item.hint;
  const candidates: Relation[] = [
    ...target.table.foreignKeys
      .filter((fk) => fk.referencedTable === table.name && sameSchema(target, fk.referencedSchema) && hinted(fk))
      .map((fk) => ({ table, toMany: false, pairs: fk.columns.map((column, index) => ({ parent: column, child: fk.referencedColumns[index]! })) })),
    ...table.foreignKeys
      .filter((fk) => fk.referencedTable === target.table.name && sameSchema(target, fk.referencedSchema) && hinted(fk))
      .map((fk) => ({ table, toMany: true, pairs: fk.columns.map((column, index) => ({ parent: fk.referencedColumns[index]!, child: column })) })),
  ];
  if (candidates.length === 0) refuse(400, dataApiCodes.relationNotFound, `The table "${target.table.name}" has no relationship with "${item.relation}".`);
  if (candidates.length > 1) refuse(300, dataApiCodes.relationAmbiguous, `The table "${target.table.name}" relates to "${item.relation}" in more than one way: name the foreign key with "${item.relation}!key(…)".`);
  return candidates[0]!;
}

/** The embedded table's columns with their JSON keys (an embed inside an embed is not compiled yet). */
function embeddedColumns(target: ExternalTarget, item: EmbedItem): { key: string; column: ExternalColumn }[] {
  return item.select.flatMap((inner) => {
    if (inner.kind === 'star') return target.table.columns.map((column) => ({ key: column.name, column }));
    if (inner.kind === 'embed') return refuse(400, dataApiCodes.relationNotFound, `An embed inside "${item.relation}" is not available on tables of a connected database yet.`);
    const column = columnOf(target, inner.name);
    return [{ key: inner.alias ?? column.name, column }];
  });
}

/** The alias of the embedded table inside its subquery (so a table may embed itself). */
const EMBEDDED = 'embedded';

/**
 * `from <related table> "embedded"` and the join condition to the requested row, with the
 * embedded table's read rule (its columns qualified by the subquery's alias).
 */
function relatedRows(target: ExternalTarget, scope: EmbedScope, relation: Relation, parentRef: (column: string) => Sql): { from: Sql; join: Sql } {
  const table = target.schema === null ? sql.id(relation.table.name) : sql.id(target.schema, relation.table.name);
  const from = sql`from ${table} ${target.dialect === 'oracle' ? sql`` : sql`as `}${sql.id(EMBEDDED)}`;
  const pairs = sql.join(relation.pairs.map((pair) => sql`${sql.id(EMBEDDED, pair.child)} = ${parentRef(pair.parent)}`), sql` and `);
  const predicate = scope.predicates?.get(relation.table.name);
  const rule = predicate ? predicateSql({ dialect: target.dialect, schema: target.schema, table: relation.table }, predicate, scope.caller ?? { endUserId: null }, EMBEDDED) : alwaysTrue;
  return { from, join: rule === alwaysTrue ? pairs : sql`${pairs} and ${rule}` };
}

/**
 * One embed as a correlated subquery of the select list, in the dialect's JSON functions: an
 * object for to-one, an array of objects for to-many (`[]` when none). Postgres answers `json`,
 * the others JSON text; booleans inside are the dialect's (1/0 on MySQL and Oracle), for the
 * route to read by the embedded columns' types. `parentRef` qualifies the requested table.
 */
export function embedSql(target: ExternalTarget, scope: EmbedScope, item: EmbedItem, parentRef: (column: string) => Sql): Sql {
  const relation = relationOf(target, scope, item);
  const columns = embeddedColumns({ dialect: target.dialect, schema: target.schema, table: relation.table }, item);
  const { from, join } = relatedRows(target, scope, relation, parentRef);
  const ref = (column: ExternalColumn) => sql.id(EMBEDDED, column.name);
  const key = (text: string) => sql.lit(text);
  switch (target.dialect) {
    case 'postgres': {
      const object = sql`json_build_object(${sql.join(columns.map((entry) => sql`${key(entry.key)}, ${ref(entry.column)}`))})`;
      return relation.toMany ? sql`(select coalesce(json_agg(${object}), '[]'::json) ${from} where ${join})` : sql`(select ${object} ${from} where ${join})`;
    }
    case 'mysql': {
      const object = sql`json_object(${sql.join(columns.map((entry) => sql`${key(entry.key)}, ${ref(entry.column)}`))})`;
      return relation.toMany ? sql`(select coalesce(json_arrayagg(${object}), json_array()) ${from} where ${join})` : sql`(select ${object} ${from} where ${join})`;
    }
    case 'mssql': {
      const list = sql.join(columns.map((entry) => sql`${ref(entry.column)} as ${sql.id(entry.key)}`));
      return relation.toMany
        ? sql`coalesce((select ${list} ${from} where ${join} for json path, include_null_values), '[]')`
        : sql`(select ${list} ${from} where ${join} for json path, include_null_values, without_array_wrapper)`;
    }
    case 'oracle': {
      const object = sql`json_object(${sql.join(columns.map((entry) => sql`key ${key(entry.key)} value ${ref(entry.column)}`))} null on null returning clob)`;
      return relation.toMany ? sql`(select coalesce(json_arrayagg(${object} returning clob), to_clob('[]')) ${from} where ${join})` : sql`(select ${object} ${from} where ${join})`;
    }
  }
}

/** `exists (…)` for `!inner`: only requested rows that have a related row. */
export function innerEmbedSql(target: ExternalTarget, scope: EmbedScope, item: EmbedItem, parentRef: (column: string) => Sql): Sql {
  const { from, join } = relatedRows(target, scope, relationOf(target, scope, item), parentRef);
  return sql`exists (select 1 ${from} where ${join})`;
}
