import type { DataColumn, DataTable } from '@tessera/model/data';
import { sql } from 'kysely';
import { defaultSql, sameDefault } from './column-sql.ts';
import { addEnumCheckStep, addUniqueStep, dropEnumCheckStep, dropUniqueStep } from './constraint-steps.ts';
import { type PlanResult, planned, refusedPlan, tableRef } from './plan-result.ts';
import { qualified } from './sql-names.ts';
import type { Step } from './step.ts';
import { changeTypeStep } from './type-change.ts';

const sameValues = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * A column's settings changed, in the order Postgres needs: the old enum CHECK off, the type
 * (its default dropped first and set again after, since the old expression may not cast), the
 * default, the new enum CHECK, NOT NULL, unique.
 *
 * NOT NULL over empty values: a column with a default gets them filled with it first (a step
 * that loses data: the builder confirms how many rows); one without a default is refused while
 * any value is empty, since picking a value for them, or deleting those rows, is the builder's call.
 */
export function alterColumnSteps(schema: string, table: DataTable, before: DataColumn, after: DataColumn): PlanResult {
  const subject = `${table.name}.${before.name}`;
  const target = tableRef(schema, table);
  const column = sql.id(before.name);
  const alter = sql`alter table ${qualified(schema, table.name)} alter column ${column}`;
  const steps: Step[] = [];
  const typeStep = changeTypeStep(schema, table, before, after);
  const enumChanges = (before.type === 'enum') !== (after.type === 'enum') || (after.type === 'enum' && !sameValues(before.enumValues, after.enumValues));
  const newDefault = after.defaultValue ? defaultSql(subject, after.type, after.defaultValue) : null;
  if (newDefault && !newDefault.ok) {
    return refusedPlan(sameDefault(before.defaultValue, after.defaultValue) ? `${newDefault.message} Change or clear the default with the type.` : newDefault.message);
  }
  const setDefault = (): Step =>
    newDefault
      ? { sql: sql`${alter} set default ${newDefault.sql}`, classification: 'safe', description: `Set the default of ${subject}`, target, check: null }
      : { sql: sql`${alter} drop default`, classification: 'safe', description: `Drop the default of ${subject}`, target, check: null };

  if (before.type === 'enum' && enumChanges) steps.push(dropEnumCheckStep(schema, table, before));
  if (typeStep) {
    if (before.defaultValue) steps.push({ sql: sql`${alter} drop default`, classification: 'safe', description: `Drop the default of ${subject} while its type changes`, target, check: null });
    steps.push(typeStep);
    if (newDefault) steps.push(setDefault());
  } else if (!sameDefault(before.defaultValue, after.defaultValue)) {
    steps.push(setDefault());
  }
  if (after.type === 'enum' && enumChanges) steps.push(addEnumCheckStep(schema, table, after));

  if (!before.required && after.required) {
    if (newDefault) {
      steps.push({
        sql: sql`update ${qualified(schema, table.name)} set ${column} = ${newDefault.sql} where ${column} is null`,
        classification: 'losesData',
        description: `Fill the empty values of ${subject} with its default`,
        target,
        check: { kind: 'nulls', column: before.name, filled: true },
      });
    }
    steps.push({
      sql: sql`${alter} set not null`,
      classification: 'locks',
      description: `Make ${subject} required`,
      target,
      check: newDefault ? null : { kind: 'nulls', column: before.name, filled: false },
    });
  } else if (before.required && !after.required) {
    steps.push({ sql: sql`${alter} drop not null`, classification: 'safe', description: `Make ${subject} optional`, target, check: null });
  }

  if (!before.unique && after.unique) steps.push(addUniqueStep(schema, table, after));
  else if (before.unique && !after.unique) steps.push(dropUniqueStep(schema, table, before));
  return planned(steps);
}
