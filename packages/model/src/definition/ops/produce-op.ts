import { enablePatches, produceWithPatches, type Draft, type Patch } from 'immer';
import type { DefinitionError, RefusalParams } from '../result.ts';
import type { ElementNode } from '../schema/element-node.ts';
import type { Screen } from '../schema/screen.ts';
import type { OpRefusalCode } from './op-refusals.ts';

// Immer's patch plugin is opt-in; every op goes through this module, so enabling it here once
// covers them all.
enablePatches();

/**
 * What an edit op returns: the screen after it with the patches that made it and the inverse
 * patches that undo it, both rooted at the screen's root node (`['children', 0, 'props', 'text']`,
 * the paths the canvas applies), or an expected refusal that leaves the screen untouched.
 */
export type OpResult =
  | { ok: true; screen: Screen; patches: Patch[]; inversePatches: Patch[]; nodeIds?: string[] }
  | { ok: false; error: DefinitionError };

/** Runs an op's recipe on a draft of the screen's root and returns the op result with its patches. */
export function produceOp(screen: Screen, recipe: (root: Draft<ElementNode>) => void, nodeIds?: string[]): OpResult {
  const [root, patches, inversePatches] = produceWithPatches(screen.root, recipe);
  const next = root === screen.root ? screen : { ...screen, root };
  return nodeIds === undefined
    ? { ok: true, screen: next, patches, inversePatches }
    : { ok: true, screen: next, patches, inversePatches, nodeIds };
}

/** A refusal of an op: its code, English message and the params its translated text names. */
export function refuse(code: OpRefusalCode, message: string, params?: RefusalParams): { ok: false; error: DefinitionError } {
  return { ok: false, error: params === undefined ? { code, message } : { code, message, params } };
}
