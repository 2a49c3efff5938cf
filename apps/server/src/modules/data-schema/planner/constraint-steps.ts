import { type DataColumn, type DataTable, type OnDeleteAction, primaryKeyOf } from '@tessera/model/data';
import { sql } from 'kysely';
import { tableRef } from './plan-result.ts';
import { enumCheckName, foreignKeyIndexName, foreignKeyName, qualified, uniqueConstraintName } from './sql-names.ts';
import type { Step } from './step.ts';

const onDeleteSql: Record<OnDeleteAction, string> = { cascade: 'cascade', setNull: 'set null', restrict: 'restrict' };

/** An enum column's CHECK: its value is one of the enum's values (or empty). Validating it scans the table. */
export function addEnumCheckStep(schema: string, table: DataTable, column: DataColumn): Step {
  const values = sql.join(column.enumValues.map((value) => sql.lit(value)));
  return {
    sql: sql`alter table ${qualified(schema, table.name)} add constraint ${sql.id(enumCheckName(table.id, column.id))} check (${sql.id(column.name)} in (${values}))`,
    classification: 'locks',
    description: `Hold ${table.name}.${column.name} to its values (${column.enumValues.join(', ')})`,
    target: tableRef(schema, table),
    check: { kind: 'enumValues', column: column.name, values: column.enumValues },
  };
}

export function dropEnumCheckStep(schema: string, table: DataTable, column: DataColumn): Step {
  return {
    sql: sql`alter table ${qualified(schema, table.name)} drop constraint ${sql.id(enumCheckName(table.id, column.id))}`,
    classification: 'safe',
    description: `Stop holding ${table.name}.${column.name} to a list of values`,
    target: tableRef(schema, table),
    check: null,
  };
}

/** A unique constraint: building its index scans the table and blocks writes meanwhile. */
export function addUniqueStep(schema: string, table: DataTable, column: DataColumn): Step {
  return {
    sql: sql`alter table ${qualified(schema, table.name)} add constraint ${sql.id(uniqueConstraintName(table.id, column.id))} unique (${sql.id(column.name)})`,
    classification: 'locks',
    description: `Make ${table.name}.${column.name} unique`,
    target: tableRef(schema, table),
    check: { kind: 'duplicates', columns: [column.name] },
  };
}

export function dropUniqueStep(schema: string, table: DataTable, column: DataColumn): Step {
  return {
    sql: sql`alter table ${qualified(schema, table.name)} drop constraint ${sql.id(uniqueConstraintName(table.id, column.id))}`,
    classification: 'safe',
    description: `Let ${table.name}.${column.name} repeat values`,
    target: tableRef(schema, table),
    check: null,
  };
}

/**
 * A relation: the foreign key (validated over the table's rows) and an index on the column, so
 * joins from the parent and cascading deletes do not scan the child table.
 */
export function foreignKeySteps(schema: string, table: DataTable, column: DataColumn, parent: DataTable): Step[] {
  if (!column.references) return [];
  const target = tableRef(schema, table);
  const parentKey = primaryKeyOf(parent).name;
  return [
    {
      sql: sql`alter table ${qualified(schema, table.name)} add constraint ${sql.id(foreignKeyName(table.id, column.id))} foreign key (${sql.id(column.name)}) references ${qualified(schema, parent.name)} (${sql.id(parentKey)}) on delete ${sql.raw(onDeleteSql[column.references.onDelete])}`,
      classification: 'locks',
      description: `Link ${table.name}.${column.name} to ${parent.name}`,
      target,
      check: { kind: 'missingParents', column: column.name, parent: tableRef(schema, parent) },
    },
    {
      sql: sql`create index ${sql.id(foreignKeyIndexName(table.id, column.id))} on ${qualified(schema, table.name)} (${sql.id(column.name)})`,
      classification: 'locks',
      description: `Index ${table.name}.${column.name} for its relation`,
      target,
      check: null,
    },
  ];
}
