import { isOnOverlay } from './canvas-overlay-marker.ts';
import { toCanvasRect } from './canvas-rect.ts';
import { isSingleLine, layoutDirectionOf, pickDropContainer, placeDrop, placeDropInLine, type DropTarget } from './drop-target.ts';
import type { DropIndicator } from './canvas-store.ts';
import { PLACEHOLDER_ATTRIBUTE } from './root-window.ts';

/** The attribute the runtime puts, in edit mode, on every element's outer host element. */
export const NODE_ID_ATTRIBUTE = 'data-node-id';
/** The attribute holding the element's type next to `data-node-id`. */
export const NODE_TYPE_ATTRIBUTE = 'data-node-type';
const nodeSelector = `[${NODE_ID_ATTRIBUTE}]`;
/** From this many children on one line, a drop's place is found by binary search. */
const LINE_SEARCH_CHILDREN = 32;

/** The outer element of the rendered node that contains `target`, or `null` outside every node. */
export function nodeElementOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(nodeSelector) : null;
}

/** Finds a node's rendered element by id; see `createNodeElementFinder`. */
export interface NodeElementFinder {
  find(nodeId: string): HTMLElement | null;
}

/**
 * Looks elements up by node id with a cache: an attribute query scans the whole document, which
 * would cost milliseconds per lookup at 10,000 elements. A cached element is reused while it is
 * still attached and still carries the id (React keeps a node's host element across renders).
 */
export function createNodeElementFinder(doc: Document): NodeElementFinder {
  const cache = new Map<string, HTMLElement>();
  return {
    find(nodeId) {
      const cached = cache.get(nodeId);
      if (cached?.isConnected && cached.getAttribute(NODE_ID_ATTRIBUTE) === nodeId) return cached;
      const found = doc.querySelector<HTMLElement>(`[${NODE_ID_ATTRIBUTE}="${CSS.escape(nodeId)}"]`);
      if (found) cache.set(nodeId, found);
      else cache.delete(nodeId);
      return found;
    },
  };
}

/**
 * The rendered elements of a node's direct children, in document order: the descendants that
 * carry a node id with no other node element in between. Walks only the wrappers between the
 * node and its children, never the children's own subtrees.
 */
export function childNodeElements(container: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  const pending: Element[] = [...container.children].reverse();
  while (pending.length > 0) {
    const element = pending.pop()!;
    if (element instanceof HTMLElement && element.hasAttribute(NODE_ID_ATTRIBUTE)) found.push(element);
    else for (let i = element.children.length - 1; i >= 0; i -= 1) pending.push(element.children[i]!);
  }
  return found;
}

/**
 * The topmost element of the rendered screen at (x, y), looking through the overlay (a resize
 * handle under the pointer is not what a drop lands in).
 */
export function screenElementAt(doc: Document, x: number, y: number): Element | null {
  return doc.elementsFromPoint(x, y).find((element) => !isOnOverlay(element)) ?? null;
}

interface NodeChainLink {
  id: string;
  type: string;
  element: HTMLElement;
}

/** The node elements holding `element`, innermost first, up to the screen's root. */
function nodeChainOf(element: HTMLElement | null): NodeChainLink[] {
  const chain: NodeChainLink[] = [];
  for (let current = element; current; current = current.parentElement?.closest<HTMLElement>(nodeSelector) ?? null) {
    chain.push({
      id: current.getAttribute(NODE_ID_ATTRIBUTE)!,
      type: current.getAttribute(NODE_TYPE_ATTRIBUTE) ?? '',
      element: current,
    });
  }
  return chain;
}

/**
 * Where a drop of `elementType` at (x, y) would land on the rendered screen, with the drop zone
 * to highlight; `null` when nothing there accepts it. Off every element (the page around the
 * screen), the screen's root is the candidate. All reads, no writes: it forces at most one layout.
 */
export function findDropIndicator(
  doc: Document,
  nodes: NodeElementFinder,
  rootId: string,
  query: { elementType: string; x: number; y: number; draggedId?: string },
): (DropTarget & Pick<DropIndicator, 'zone'>) | null {
  const under = nodeElementOf(screenElementAt(doc, query.x, query.y));
  // A placeholder (a top-level element not rendered) holds nothing to drop into: its column does.
  const hit = under?.hasAttribute(PLACEHOLDER_ATTRIBUTE) ? nodeElementOf(under.parentElement) : under;
  const chain = nodeChainOf(hit ?? nodes.find(rootId));
  const at = pickDropContainer(chain, query.elementType, query.draggedId);
  if (at === null) return null;
  const { id, type, element } = chain[at]!;
  const style = getComputedStyle(element);
  const zone = toCanvasRect(element.getBoundingClientRect());
  const direction = layoutDirectionOf(style);
  const elements = childNodeElements(element);
  const childIds = elements.map((child) => child.getAttribute(NODE_ID_ATTRIBUTE)!);
  // Many children on one line (a long root column): search their rects instead of reading all.
  if (elements.length > LINE_SEARCH_CHILDREN && isSingleLine(style)) {
    const rectOf = (index: number) => elements[index]!.getBoundingClientRect();
    const target = placeDropInLine({ id, rect: zone, direction, childIds, rectOf }, query.x, query.y, query.draggedId);
    if (target) return { ...target, zone };
  }
  const children = elements.map((child, index) => ({ id: childIds[index]!, rect: child.getBoundingClientRect() }));
  const target = placeDrop({ id, type, rect: zone, direction, children }, query.x, query.y, query.draggedId);
  return { ...target, zone };
}
