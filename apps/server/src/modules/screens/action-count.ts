import type { ElementNode } from '@tessera/model/definition';

/**
 * The 'action' allowance counts actions attached to elements: every entry of every node's
 * `events` lists, in every screen of the workspace's projects (archived ones too, as screens).
 */

/** Actions in a tree sent by a client (already checked), without recursion. */
export function countTreeActions(root: ElementNode): number {
  let count = 0;
  const stack: ElementNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const actions of Object.values(node.events)) count += actions.length;
    stack.push(...node.children);
  }
  return count;
}
