import { applyDataOp, type DataModel, type DataOp, type PlannedStep } from '@tessera/model/data';
import type { Kysely, Transaction } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import { AppError } from '../../errors/app-error.ts';
import { tableHasRows } from './check-queries.ts';
import { planOp } from './planner/plan-op.ts';
import { enterOwnerSession } from './row-security/owner-session.ts';
import type { Step } from './planner/step.ts';
import { summarizeOp } from './planner/summarize-op.ts';
import { stepError } from './sql-errors.ts';
import { checkStep } from './step-checks.ts';

type AppTrx = Transaction<AppDataDatabase>;

/** What running a change's ops on one environment did, inside its (not yet committed) transaction. */
export interface ChangeRun {
  /** The model after every op. */
  model: DataModel;
  /** One line per op. */
  summary: string[];
  /** Every step with its class and what its check found; steps after a blocked one are listed, not run. */
  steps: PlannedStep[];
  /** Why the change cannot apply (the first blocked step's message), or null. */
  blocked: string | null;
  /** What the change loses, one entry per data-losing step. */
  lost: string[];
}

/** A step's SQL as the history keeps it: DDL takes no parameters, so the text is complete. */
function sqlTextOf(db: Kysely<AppDataDatabase>, step: Step): string {
  const compiled = step.sql.compile(db);
  if (compiled.parameters.length > 0) throw new Error(`step "${step.description}" carries parameters`);
  return compiled.sql;
}

const notRun = (db: AppTrx, step: Step): PlannedStep => ({
  sql: sqlTextOf(db, step),
  classification: step.classification,
  description: step.description,
  rowsAtStake: null,
  sampleValues: [],
  failingRows: null,
});

/**
 * Plans and runs ops one after the other on an environment's schema, each step checked against
 * the data just before it runs, so a later op sees what the earlier ones did (a column added,
 * then made unique). A blocked step stops the run; the caller rolls the transaction back. A
 * step's database error becomes an `AppError` naming the step (its detail logged by the error
 * handler as the cause).
 */
export async function runOps(db: AppTrx, schema: string, model: DataModel, ops: readonly DataOp[]): Promise<ChangeRun> {
  const run: ChangeRun = { model, summary: [], steps: [], blocked: null, lost: [] };
  // The checks read rows of tables under forced row-level security.
  await enterOwnerSession(db);
  for (const op of ops) {
    const applied = applyDataOp(run.model, op);
    if (!applied.ok) throw new AppError('validation_failed', applied.error.message);
    run.summary.push(summarizeOp(run.model, op));
    const plan = planOp(schema, run.model, applied.value, op);
    if (!plan.ok) throw new AppError('validation_failed', plan.error.message);
    for (const step of plan.steps) {
      if (run.blocked !== null) {
        run.steps.push(notRun(db, step));
        continue;
      }
      await runStep(db, step, run);
    }
    run.model = applied.value;
  }
  return run;
}

async function runStep(db: AppTrx, step: Step, run: ChangeRun): Promise<void> {
  let classification = step.classification;
  try {
    // Locking or rewriting an empty table costs nothing: it is safe.
    if ((classification === 'locks' || classification === 'rewrites') && step.target && !(await tableHasRows(db, step.target))) classification = 'safe';
    const outcome = await checkStep(db, step, classification);
    run.steps.push({
      sql: sqlTextOf(db, step),
      classification: outcome.classification,
      description: step.description,
      rowsAtStake: outcome.rowsAtStake,
      sampleValues: outcome.sampleValues,
      failingRows: outcome.failingRows,
    });
    if (outcome.lost !== null) run.lost.push(outcome.lost);
    if (outcome.blocked !== null) {
      run.blocked = outcome.blocked;
      return;
    }
    await step.sql.execute(db);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw stepError(error, step.description);
  }
}
