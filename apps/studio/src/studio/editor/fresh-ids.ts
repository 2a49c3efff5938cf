import type { ElementNode } from '@tessera/model/definition';

/**
 * A copy of a subtree with every id replaced by `newId()`, for a display item injected from
 * outside: its ids were made elsewhere and may collide with the screen's.
 */
export function withNewIds(node: ElementNode, newId: () => string): ElementNode {
  return {
    id: newId(),
    type: node.type,
    props: structuredClone(node.props),
    style: { ...node.style },
    bindings: { ...node.bindings },
    events: structuredClone(node.events),
    children: node.children.map((child) => withNewIds(child, newId)),
  };
}
