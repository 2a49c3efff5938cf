import { opsToBuild } from '@tessera/model/data';
import type { Kysely } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ProjectCopy } from '../../extension-points.ts';
import { usernameOf } from '../users/queries.ts';
import { assertMayCommit } from './apply-change.ts';
import { selectEnvironment } from './environment-queries.ts';
import { readEnvironment } from './environments.ts';
import { insertMigration, setChangeLimits, updateEnvironment } from './migration-queries.ts';
import { runOps } from './run-steps.ts';

/**
 * The data-model step of a project duplication, run after it committed: the source's draft
 * model becomes the copy's first migration, authored by the duplicating builder and summarised
 * "Copied from <source>". Its ops (`opsToBuild`) are planned and run by the same planner as a
 * builder's change, so the copy's tables, constraints, indexes, policies and grants are what that
 * change makes; live gets them when the app is published, like any draft change. Rows are not
 * copied. A source without tables copies nothing (the copy's schemas are made on first use).
 */
export async function copyDraftModel(appDb: Kysely<AppDataDatabase>, copy: ProjectCopy): Promise<void> {
  const source = await selectEnvironment(appDb, copy.sourceProjectId, 'draft');
  if (!source || source.model.tables.length === 0) return;
  const ops = opsToBuild(source.model);
  if (!ops.ok) throw new AppError('validation_failed', `The data model of ${copy.sourceName} cannot be copied: ${ops.error.message}`);
  const username = (await usernameOf(copy.db, copy.userId).executeTakeFirst())?.username ?? '';
  await readEnvironment(appDb, copy.copyProjectId, 'draft');
  await appDb.transaction().execute(async (trx) => {
    const draft = await selectEnvironment(trx, copy.copyProjectId, 'draft', true);
    if (!draft) throw new Error(`draft of project ${copy.copyProjectId} vanished`);
    await setChangeLimits(trx);
    const run = await runOps(trx, draft.schemaName, draft.model, ops.value);
    assertMayCommit(run, false);
    const seq = draft.appliedSeq + 1;
    const steps = run.steps.map((step) => ({ sql: step.sql, classification: step.classification }));
    await insertMigration(trx, {
      projectId: copy.copyProjectId,
      seq,
      author: { id: copy.userId, username },
      createdAt: copy.now,
      ops: ops.value,
      summary: [`Copied from ${copy.sourceName}`],
      steps,
    });
    await updateEnvironment(trx, copy.copyProjectId, 'draft', { model: run.model, version: draft.version + 1, appliedSeq: seq, updatedAt: copy.now });
  });
}
