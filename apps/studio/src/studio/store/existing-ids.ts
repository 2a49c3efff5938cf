import type { ElementNode } from '@tessera/model/definition';

/** Every node id of a tree. */
export function existingIds(root: ElementNode): Set<string> {
  const ids = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    ids.add(node.id);
    stack.push(...node.children);
  }
  return ids;
}
