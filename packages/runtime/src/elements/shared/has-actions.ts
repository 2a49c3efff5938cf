import type { ElementNode } from '@tessera/model/definition';

/** Whether actions are attached to the node's `event` (then a press runs them instead of a default). */
export function hasActions(node: ElementNode, event: string): boolean {
  return (node.events[event]?.length ?? 0) > 0;
}
