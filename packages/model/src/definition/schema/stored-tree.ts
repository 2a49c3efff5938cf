import { fail, formatPath, type DefinitionError, type Result } from '../result.ts';
import type { ElementNode } from './element-node.ts';
import { elementNodeSchema } from './element-node.ts';
import { elementTreeSchema } from './element-tree.ts';
import {
  findTreeLimitBreach,
  MAX_ELEMENT_VALUE_NESTING,
  MAX_SCREEN_ELEMENTS,
  MAX_SCREEN_NESTING,
  nestsDeeperThan,
} from './tree-limits.ts';

/** A stored tree read for showing: the tree, and the limit it passed when it had to be cut. */
export interface StoredTree {
  root: ElementNode;
  /** `null` when the tree is whole; else the first limit the stored tree passed. */
  overLimit: DefinitionError | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy of a tree of any shape cut to the limits, without recursion: elements deeper than
 * `MAX_SCREEN_NESTING` are left out, and so is every element met once `MAX_SCREEN_ELEMENTS` are
 * kept; a field nested deeper than `MAX_ELEMENT_VALUE_NESTING` is emptied. For showing only.
 */
export function cutToTreeLimits(root: unknown): unknown {
  if (!isRecord(root)) return root;
  const copyOf = (node: Record<string, unknown>): Record<string, unknown> => {
    const copy: Record<string, unknown> = { ...node, children: [] };
    for (const field of ['props', 'style', 'bindings', 'events']) {
      if (nestsDeeperThan(node[field], MAX_ELEMENT_VALUE_NESTING)) copy[field] = {};
    }
    return copy;
  };
  const top = copyOf(root);
  const stack: { from: Record<string, unknown>; to: Record<string, unknown>; level: number }[] = [{ from: root, to: top, level: 1 }];
  let elements = 1;
  while (stack.length > 0) {
    const { from, to, level } = stack.pop()!;
    if (level >= MAX_SCREEN_NESTING) continue;
    const children = Array.isArray(from.children) ? from.children : [];
    const kept: unknown[] = [];
    to.children = kept;
    const frames: typeof stack = [];
    for (const child of children) {
      if (elements >= MAX_SCREEN_ELEMENTS) break;
      if (!isRecord(child)) {
        kept.push(child);
        continue;
      }
      elements += 1;
      const copy = copyOf(child);
      kept.push(copy);
      frames.push({ from: child, to: copy, level: level + 1 });
    }
    // Reversed, so the first child's subtree is walked first.
    for (let index = frames.length - 1; index >= 0; index--) stack.push(frames[index]!);
  }
  return top;
}

/**
 * Reads a stored screen tree for the studio. A tree within the limits is read as any input is
 * (`elementTreeSchema`). A tree stored before the limits existed and over them is cut to them
 * (`cutToTreeLimits`) and read, and the limit it passed comes back as `overLimit`: it can be
 * shown, never saved as it is (the cut would lose elements). A tree that does not parse is refused
 * with the path of its first problem.
 */
export function readStoredTree(value: unknown): Result<StoredTree> {
  const breach = findTreeLimitBreach(value);
  // Within the limits (just checked): the recursive schema alone, not the limits a second time
  // (a walk of every element, about 7 ms of a 10,000-element screen's opening).
  const parsed = breach ? elementTreeSchema.safeParse(cutToTreeLimits(value)) : elementNodeSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = formatPath(issue?.path ?? []);
    return fail('invalid-tree', `${path || 'root'}: ${issue?.message ?? 'invalid'}`, path);
  }
  const overLimit = breach ? { code: breach.code, message: breach.message, path: formatPath(breach.path) } : null;
  return { ok: true, value: { root: parsed.data, overLimit } };
}
