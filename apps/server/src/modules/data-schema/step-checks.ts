import type { PlannedStep, StepClass } from '@tessera/model/data';
import type { Kysely, Transaction } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import {
  findAllRows,
  findDuplicateRows,
  findEmptyValues,
  findMissingParents,
  findUnconvertibleValues,
  findValues,
  findValuesOutside,
  type RowFailures,
} from './check-queries.ts';
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
/** "1 row holds", "2 rows hold". */
const rowsThat = (n: number, one: string, many: string) => `${rows(n)} ${n === 1 ? one : many}`;
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
      const found = await findAllRows(db, target);
      return losing(found, `${target.table}: ${rows(found.count)}`);
    }
    case 'valuesLost': {
      const found = await findValues(db, target, check.column);
      return losing(found, `${subject(check.column)}: ${values(found.count)}`);
    }
    case 'conversion': {
      const failures = await findUnconvertibleValues(db, target, check.column, (value) => asText(value, check.from), check.to);
      if (failures.count > 0) {
        return blockedBy(classification, failures, `${subject(check.column)}: ${rowsThat(failures.count, 'holds', 'hold')} values that are not a valid ${check.typeLabel}${example(failures)}; change or clear them first.`);
      }
      if (!check.narrowing) return none(classification);
      const found = await findValues(db, target, check.column);
      return found.count === 0 ? none(classification) : losing(found, `${subject(check.column)}: ${values(found.count)} shortened to a ${check.typeLabel}`);
    }
    case 'enumValues': {
      const failures = await findValuesOutside(db, target, check.column, check.values);
      return blockedBy(classification, failures, `${subject(check.column)}: ${rowsThat(failures.count, 'holds', 'hold')} values outside its list${example(failures)}; change or clear them first.`);
    }
    case 'duplicates': {
      const failures = await findDuplicateRows(db, target, check.columns);
      const what = check.columns.length === 1 ? subject(check.columns[0]!) : `${target.table} (${check.columns.join(', ')})`;
      return blockedBy(classification, failures, `${what}: ${rowsThat(failures.count, 'shares', 'share')} a value with another row${example(failures)}; make them unique first.`);
    }
    case 'missingParents': {
      const failures = await findMissingParents(db, target, check.column, check.parent);
      return blockedBy(classification, failures, `${subject(check.column)}: ${rowsThat(failures.count, 'names', 'name')} a row of ${check.parent.table} that does not exist${example(failures)}.`);
    }
    case 'nulls': {
      const found = await findEmptyValues(db, target, check.column);
      if (check.filled) return losing(found, `${subject(check.column)}: ${rows(found.count)} with an empty value get the default`, true);
      return blockedBy(classification, found, `${subject(check.column)}: ${rowsThat(found.count, 'has', 'have')} no value; give the column a default to fill them, or fill them in first.`);
    }
    case 'requiredOverRows': {
      const found = await findAllRows(db, target);
      const message = check.relation
        ? `${target.table} has ${rows(found.count)}: the required relation ${subject(check.column)} would leave them without a value. Add it as optional, fill it in, then make it required.`
        : `${target.table} has ${rows(found.count)}: give the new required column ${subject(check.column)} a default for them.`;
      return blockedBy(classification, found, message);
    }
  }
}
