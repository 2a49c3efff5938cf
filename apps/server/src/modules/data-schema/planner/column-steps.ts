import type { DataColumn, DataTable } from '@tessera/model/data';
import { type RawBuilder, sql } from 'kysely';
import { defaultSql, isVolatileDefault, pgType } from './column-sql.ts';
import { addEnumCheckStep, addUniqueStep, foreignKeySteps } from './constraint-steps.ts';
import { type PlanResult, planned, refusedPlan, tableRef } from './plan-result.ts';
import { qualified } from './sql-names.ts';
import type { Step } from './step.ts';

/**
 * A new column: the column itself (its default, NOT NULL), then its enum CHECK, unique
 * constraint and relation. A constant default is stored once (no rewrite); a random uuid is
 * computed for every row, which rewrites the table. A required column without a default cannot
 * be added to a table that has rows.
 */
export function addColumnSteps(schema: string, table: DataTable, column: DataColumn, parentOf: (tableId: string) => DataTable): PlanResult {
  const subject = `${table.name}.${column.name}`;
  let defaultClause: RawBuilder<unknown> = sql``;
  if (column.defaultValue) {
    const value = defaultSql(subject, column.type, column.defaultValue);
    if (!value.ok) return refusedPlan(value.message);
    defaultClause = sql` default ${value.sql}`;
  }
  const steps: Step[] = [
    {
      sql: sql`alter table ${qualified(schema, table.name)} add column ${sql.id(column.name)} ${pgType(column.type)}${defaultClause}${column.required ? sql` not null` : sql``}`,
      classification: isVolatileDefault(column) ? 'rewrites' : 'safe',
      description: `Add column ${subject}`,
      target: tableRef(schema, table),
      check: column.required && !column.defaultValue ? { kind: 'requiredOverRows', column: column.name, relation: column.references !== null } : null,
    },
  ];
  if (column.type === 'enum') steps.push(addEnumCheckStep(schema, table, column));
  if (column.unique) steps.push(addUniqueStep(schema, table, column));
  if (column.references) steps.push(...foreignKeySteps(schema, table, column, column.references.tableId === table.id ? table : parentOf(column.references.tableId)));
  return planned(steps);
}

export function renameColumnStep(schema: string, table: DataTable, column: DataColumn, name: string): Step {
  return {
    sql: sql`alter table ${qualified(schema, table.name)} rename column ${sql.id(column.name)} to ${sql.id(name)}`,
    classification: 'safe',
    description: `Rename column ${table.name}.${column.name} to ${name}`,
    target: tableRef(schema, table),
    check: null,
  };
}

/** Dropping a column loses its values, if it holds any; its indexes and constraints go with it. */
export function dropColumnStep(schema: string, table: DataTable, column: DataColumn): Step {
  return {
    sql: sql`alter table ${qualified(schema, table.name)} drop column ${sql.id(column.name)}`,
    classification: 'losesData',
    description: `Drop column ${table.name}.${column.name}`,
    target: tableRef(schema, table),
    check: { kind: 'valuesLost', column: column.name },
  };
}
