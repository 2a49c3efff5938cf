import type { Db } from '../../db/database.ts';
import type { UsageCounters } from '../plans/usage-counters.ts';

/** A duplication in progress: the transaction it runs in and both projects. */
export interface ProjectCopy {
  db: Db;
  /** What the copy's allowance checks count with. */
  usage: UsageCounters;
  domainId: string;
  sourceProjectId: string;
  copyProjectId: string;
  /** Who duplicated it. */
  userId: string;
  now: Date;
}

/**
 * Copies one part of a project (screens, data model…) into its duplicate, inside the duplication's
 * transaction. The extension point of project duplication: the projects module copies the project
 * row, and every module that stores per-project content provides the step that copies it; the
 * steps are listed in `src/wiring.ts` (the app's `ctx.projectCopySteps`).
 */
export type ProjectCopyStep = (copy: ProjectCopy) => Promise<void>;

/** Runs the steps in their order. A throwing step rolls the duplication back. */
export async function runProjectCopySteps(steps: readonly ProjectCopyStep[], copy: ProjectCopy): Promise<void> {
  for (const step of steps) await step(copy);
}
