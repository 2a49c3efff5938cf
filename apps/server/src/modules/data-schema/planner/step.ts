import type { ColumnTypeName, StepClass } from '@tessera/model/data';
import type { RawBuilder } from 'kysely';

/** A table of an environment as a step and its check name it in SQL. */
export interface TableRef {
  schema: string;
  table: string;
  /** The primary key column: rows are named by it in samples. */
  key: string;
}

/**
 * What a step asks of the environment's data before it runs, inside the change's transaction:
 * - rowsLost / valuesLost: what dropping a table or a column takes away (loses data if any);
 * - conversion: rows whose value would not take the new type (blocks); `narrowing` when the new
 *   type keeps less of every value (date-time to date: loses data);
 * - enumValues, duplicates, missingParents: rows a new CHECK, unique or foreign key refuses (blocks);
 * - nulls: empty values under a new NOT NULL, filled with the default (`filled`: loses data) or not (blocks);
 * - requiredOverRows: existing rows a new required column without a default leaves empty (blocks).
 */
export type StepCheck =
  | { kind: 'rowsLost' }
  | { kind: 'valuesLost'; column: string }
  | { kind: 'conversion'; column: string; from: ColumnTypeName; to: string; typeLabel: string; narrowing: boolean }
  | { kind: 'enumValues'; column: string; values: readonly string[] }
  | { kind: 'duplicates'; columns: readonly string[] }
  | { kind: 'missingParents'; column: string; parent: TableRef }
  | { kind: 'nulls'; column: string; filled: boolean }
  | { kind: 'requiredOverRows'; column: string; relation: boolean };

/**
 * One SQL statement of a change. `classification` is its class when the table holds rows: a
 * `locks` or `rewrites` step on an empty table is `safe`, and a check decides whether a
 * `losesData` step loses anything.
 */
export interface Step {
  sql: RawBuilder<unknown>;
  classification: StepClass;
  /** "Drop column tasks.notes". */
  description: string;
  /** The table the statement works on, as it is named when the step runs; null for a new table. */
  target: TableRef | null;
  check: StepCheck | null;
}

/** A change the planner refuses before any SQL (a default that is not a value of its type). */
export interface PlanRefusal {
  message: string;
}
