import { buildNodeIndex, type ElementNode, type NodeIndex } from '@tessera/model/definition';

// One index per root object: the root changes identity on every patch, so a cached index is
// never stale, and it is built (O(n)) only when something asks, not on every edit.
const indexes = new WeakMap<ElementNode, NodeIndex>();

/** The node index of a screen's root, built on first use and cached for that root object. */
export function nodeIndexOf(root: ElementNode): NodeIndex {
  let index = indexes.get(root);
  if (!index) {
    index = buildNodeIndex(root);
    indexes.set(root, index);
  }
  return index;
}
