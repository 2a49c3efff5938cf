import type { Db } from '../../db/database.ts';

/** A duplication in progress: the transaction it runs in and both projects. */
export interface ProjectCopy {
  db: Db;
  domainId: string;
  sourceProjectId: string;
  copyProjectId: string;
  /** Who duplicated it. */
  userId: string;
  now: Date;
}

/** Copies one part of a project (screens, data model…) into its duplicate, inside the duplication's transaction. */
export type ProjectCopyStep = (copy: ProjectCopy) => Promise<void>;

const steps = new Map<string, ProjectCopyStep>();

/**
 * The extension point of project duplication. The project row (name, targets) is copied by the
 * projects module; every module that stores per-project content registers the step that copies
 * it, under its own name (a second registration of a name replaces the first).
 * @example registerProjectCopyStep('screens', async ({ db, sourceProjectId, copyProjectId }) => { … });
 */
export function registerProjectCopyStep(name: string, step: ProjectCopyStep): void {
  steps.set(name, step);
}

/** Runs every registered step, in registration order. A throwing step rolls the duplication back. */
export async function runProjectCopySteps(copy: ProjectCopy): Promise<void> {
  for (const step of steps.values()) await step(copy);
}
