import type { ElementNode } from '../schema/element-node.ts';
import type { ProjectDefinition } from '../schema/project-definition.ts';
import { buildNodeIndex, type NodeIndex } from './node-index.ts';

/** A screen of the project with its position and node index, for an op's checks. */
export interface ScreenTarget {
  screenIndex: number;
  root: ElementNode;
  index: NodeIndex;
}

/** Finds a screen by id and indexes its tree, or `undefined`. */
export function locateScreen(project: ProjectDefinition, screenId: string): ScreenTarget | undefined {
  const screenIndex = project.screens.findIndex((screen) => screen.id === screenId);
  const screen = project.screens[screenIndex];
  if (!screen) return undefined;
  return { screenIndex, root: screen.root, index: buildNodeIndex(screen.root) };
}

/**
 * Finds a node by id under `root` (works on Immer drafts too). Ops call it inside their recipe
 * after checking existence on the index, so a miss there is a broken invariant.
 */
export function findNode<T extends { id: string; children: T[] }>(root: T, id: string): T {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.id === id) return node;
    for (const child of node.children) stack.push(child);
  }
  throw new Error(`Node '${id}' vanished between check and change`);
}

/** A copy of a subtree with every id replaced by `newId()` (depth first, document order). */
export function withFreshIds(node: ElementNode, newId: () => string): ElementNode {
  return {
    ...node,
    id: newId(),
    props: structuredCloneJson(node.props),
    style: { ...node.style },
    bindings: { ...node.bindings },
    events: structuredCloneJson(node.events),
    children: node.children.map((child) => withFreshIds(child, newId)),
  };
}

// The definition is JSON, so a JSON round trip is an exact deep copy (no structuredClone: the
// package targets plain ES2023 without DOM or Node typings).
function structuredCloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
