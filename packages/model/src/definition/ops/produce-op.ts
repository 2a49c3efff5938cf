import { enablePatches, produceWithPatches, type Draft, type Patch } from 'immer';
import type { DefinitionError } from '../result.ts';
import type { ProjectDefinition } from '../schema/project-definition.ts';

// Immer's patch plugin is opt-in; every op goes through this module, so enabling it here once
// covers them all.
enablePatches();

/**
 * What an edit op returns: the new document with the patches that made it and the inverse
 * patches that undo it, or an expected refusal that leaves the document untouched.
 */
export type OpResult =
  | { ok: true; project: ProjectDefinition; patches: Patch[]; inversePatches: Patch[]; nodeIds?: string[] }
  | { ok: false; error: DefinitionError };

/** Runs an op's recipe on a draft of `project` and returns the op result with its patches. */
export function produceOp(
  project: ProjectDefinition,
  recipe: (draft: Draft<ProjectDefinition>) => void,
  nodeIds?: string[],
): OpResult {
  const [next, patches, inversePatches] = produceWithPatches(project, recipe);
  return nodeIds === undefined
    ? { ok: true, project: next, patches, inversePatches }
    : { ok: true, project: next, patches, inversePatches, nodeIds };
}

/** A refusal of an op. */
export function refuse(code: string, message: string): OpResult {
  return { ok: false, error: { code, message } };
}
