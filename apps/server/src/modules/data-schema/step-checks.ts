import type { PlannedStep, StepClass } from '@tessera/model/data';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import { columnOf, convertsTo, findDuplicateRows, findRows, parentExists, rowAsJson, type RowFailures } from './check-queries.ts';
import type { Step } from './planner/step.ts';
import { asText } from './planner/type-change.ts';

type AppDb = Kysely<AppDataDatabase> | Transaction<AppDataDatabase>;

/** What a step's check found in the environment's data. */
export interface CheckOutcome {
  classification: StepClass;
  rowsAtStake: number | null;
  sampleValues: string[];
  failingRows: PlannedStep['failingRows'];
  /** Why the step cannot run (it is not run); names the table, the column and the count. */
  blocked: string | null;
  /** What the step loses, for the confirmation message ("tasks.notes: 3 values"). */
  lost: string | null;
}

const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;
const values = (n: number) => `${n} ${n === 1 ? 'value' : 'values'}`;
const example = (failures: RowFailures) => {
  const first = failures.samples[0];
  return first ? ` (for example "${first.value}" in the row with key ${first.key})` : '';
};

const none = (classification: StepClass): CheckOutcome => ({ classification, rowsAtStake: null, sampleValues: [], failingRows: null, blocked: null, lost: null });
const blockedBy = (classification: StepClass, failures: RowFailures, message: string): CheckOutcome => ({
  ...none(classification),
  failingRows: failures.count > 0 ? failures : null,
  blocked: failures.count > 0 ? message : null,
});
const losing = (found: RowFailures, lost: string, useKeys = false): CheckOutcome =>
  found.count === 0
    ? none('safe')
    : { ...none('losesData'), rowsAtStake: found.count, sampleValues: found.samples.map((s) => (useKeys ? `key ${s.key}` : s.value)), lost };

/**
 * Runs a step's check against the data it is about to change (inside the change's transaction,
 * before the step): counts and samples of what it loses, or the rows that block it.
 * `classification` is the step's class after the empty-table rule.
 */
export async function checkStep(db: AppDb, step: Step, classification: StepClass): Promise<CheckOutcome> {
  const { check, target } = step;
  if (!check || !target) return none(classification);
  const subject = (column: string) => `${target.table}.${column}`;
  switch (check.kind) {
    case 'rowsLost': {
      const found = await findRows(db, target, sql`true`, rowAsJson);
      return losing(found, `${target.table}: ${rows(found.count)}`);
    }
    case 'valuesLost': {
      const column = columnOf(check.column);
      const found = await findRows(db, target, sql`${column} is not null`, sql`${column}::text`);
      return losing(found, `${subject(check.column)}: ${values(found.count)}`);
    }
    case 'conversion': {
      const column = columnOf(check.column);
      const text = asText(column, check.from);
      const failures = await findRows(db, target, sql`${column} is not null and not ${convertsTo(text, check.to)}`, text);
      if (failures.count > 0) {
        return blockedBy(classification, failures, `${subject(check.column)}: ${rows(failures.count)} hold values that are not a valid ${check.typeLabel}${example(failures)}; change or clear them first.`);
      }
      if (!check.narrowing) return none(classification);
      const found = await findRows(db, target, sql`${column} is not null`, sql`${column}::text`);
      return found.count === 0 ? none(classification) : losing(found, `${subject(check.column)}: ${values(found.count)} shortened to a ${check.typeLabel}`);
    }
    case 'enumValues': {
      const column = columnOf(check.column);
      const failures = await findRows(db, target, sql`${column} is not null and ${column} not in (${sql.join(check.values.map((v) => sql`${v}`))})`, sql`${column}::text`);
      return blockedBy(classification, failures, `${subject(check.column)}: ${rows(failures.count)} hold values outside its list${example(failures)}; change or clear them first.`);
    }
    case 'duplicates': {
      const failures = await findDuplicateRows(db, target, check.columns);
      const what = check.columns.length === 1 ? subject(check.columns[0]!) : `${target.table} (${check.columns.join(', ')})`;
      return blockedBy(classification, failures, `${what}: ${rows(failures.count)} share a value with another row${example(failures)}; make them unique first.`);
    }
    case 'missingParents': {
      const column = columnOf(check.column);
      const failures = await findRows(db, target, sql`${column} is not null and not ${parentExists(check.parent, check.column)}`, sql`${column}::text`);
      return blockedBy(classification, failures, `${subject(check.column)}: ${rows(failures.count)} name a row of ${check.parent.table} that does not exist${example(failures)}.`);
    }
    case 'nulls': {
      const found = await findRows(db, target, sql`${columnOf(check.column)} is null`, sql`''`);
      if (check.filled) return losing(found, `${subject(check.column)}: ${rows(found.count)} with an empty value get the default`, true);
      return blockedBy(classification, found, `${subject(check.column)}: ${rows(found.count)} have no value; give the column a default to fill them, or fill them in first.`);
    }
    case 'requiredOverRows': {
      const found = await findRows(db, target, sql`true`, sql`''`);
      const message = check.relation
        ? `${target.table} has ${rows(found.count)}: the required relation ${subject(check.column)} would leave them without a value. Add it as optional, fill it in, then make it required.`
        : `${target.table} has ${rows(found.count)}: give the new required column ${subject(check.column)} a default for them.`;
      return blockedBy(classification, found, message);
    }
  }
}
