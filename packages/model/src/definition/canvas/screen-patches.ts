import type { Patch } from 'immer';
import type { RootPatch } from './host-messages.ts';

/**
 * The patches of an op, undo or redo that touch screen `screenIndex`, re-rooted at that
 * screen's root node, for the canvas that shows it. Returns `undefined` when a patch replaces the
 * root itself or the screen list (the canvas then needs a fresh `host-load`).
 */
export function toRootPatches(patches: readonly Patch[], screenIndex: number): RootPatch[] | undefined {
  const rooted: RootPatch[] = [];
  for (const patch of patches) {
    const [screens, index, root, ...rest] = patch.path;
    if (screens !== 'screens' || root === undefined) return undefined;
    if (index !== screenIndex) continue;
    if (root !== 'root' || rest.length === 0) return undefined;
    rooted.push(patch.value === undefined ? { op: patch.op, path: rest } : { op: patch.op, path: rest, value: patch.value });
  }
  return rooted;
}
