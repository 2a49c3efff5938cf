import { dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import type { ExternalTarget } from '../compile/external-target.ts';
import type { PredicateCaller } from '../compile/row-predicate.ts';
import { evaluatePredicate } from './evaluate-predicate.ts';
import type { ExternalGrant } from './external-grant.ts';
import { checkColumn } from './restrict-read.ts';

type Row = Record<string, unknown>;

/**
 * The body of a write held to its rules before any statement runs (the database has no rule of
 * Tessera's to check them): every key (and `columns=` name) must be a column each grant allows
 * (403), and every row must pass the rules' predicates. An inserted row must pass the insert rule
 * outright (a column it leaves to the database's default passes nothing). An update's values, and
 * an upsert's rows as the update they may be, must not fail the update rule: the columns they
 * leave alone already passed it in the statement's where. A refused write writes nothing.
 */
export function checkWriteRows(target: ExternalTarget, caller: PredicateCaller, columns: readonly string[] | null, rows: readonly Row[], grants: readonly ExternalGrant[], operation: 'insert' | 'update' | 'upsert'): void {
  const keys = new Set([...(columns ?? []), ...rows.flatMap((row) => Object.keys(row))]);
  for (const grant of grants) for (const key of keys) checkColumn(target.table, grant.columns, key, 'write');
  const [first, second] = grants;
  // With `columns=` only those keys are written: the rest of a row is not what the database gets.
  const written = (row: Row): Row => (columns === null ? row : Object.fromEntries(Object.entries(row).filter(([key]) => columns.includes(key))));
  for (const body of rows) {
    const row = written(body);
    const passes = operation === 'update' ? evaluatePredicate(target, first!.predicate, row, caller) !== false : evaluatePredicate(target, first!.predicate, row, caller) === true && (second === undefined || evaluatePredicate(target, second.predicate, row, caller) !== false);
    if (!passes) {
      const rule = operation === 'update' ? 'update' : 'insert';
      refuse(403, dataApiCodes.permissionDenied, `new row violates the ${rule} rule of table ${target.table.name}`, `${rows.length === 1 ? 'The row' : 'A row'} would not pass the rule; nothing was written.`);
    }
  }
}

/** Written rows answered to a caller held to the read rule: only the rows it passes, only the columns it allows. */
export function readableRows(target: ExternalTarget, read: ExternalGrant, caller: PredicateCaller, rows: readonly Row[]): Row[] {
  const allowed = read.columns;
  return rows
    .filter((row) => evaluatePredicate(target, read.predicate, row, caller) === true)
    .map((row) => (allowed === null ? row : Object.fromEntries(Object.entries(row).filter(([key]) => allowed.has(key)))));
}
