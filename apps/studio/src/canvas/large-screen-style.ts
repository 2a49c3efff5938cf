import type { ElementNode } from '@tessera/model/definition';
import { NODE_ID_ATTRIBUTE } from './dom-nodes.ts';

/** Screens with more elements than this render their top-level elements lazily on the canvas. */
export const LARGE_SCREEN_ELEMENTS = 1_000;

/**
 * The top-level elements' estimated height until first rendered; each then keeps its last
 * rendered size (`contain-intrinsic-size: auto`).
 */
const ESTIMATED_HEIGHT_PX = 120;

/** Whether the tree holds more than `limit` elements; stops counting past the limit. */
export function hasMoreElementsThan(root: ElementNode, limit: number): boolean {
  let count = 0;
  // Depth first, at most `limit + 1` visits; the nesting limit bounds the recursion.
  const over = (node: ElementNode): boolean => {
    if (++count > limit) return true;
    return node.children.some(over);
  };
  return over(root);
}

/**
 * The canvas style of a large screen whose root is not a column, in edit mode (a root column
 * renders only its children near the view instead, `use-root-window.ts`): the root's element
 * children get `content-visibility: auto`, so the browser styles, lays out, paints and hit-tests
 * only those near the view. Each top-level element becomes a containment root (layout, style,
 * paint), which small screens never get.
 */
export function largeScreenCss(rootId: string): string {
  const children = `[${NODE_ID_ATTRIBUTE}="${escapeAttribute(rootId)}"] > [${NODE_ID_ATTRIBUTE}]`;
  return `${children} { content-visibility: auto; contain-intrinsic-size: auto ${ESTIMATED_HEIGHT_PX}px; }`;
}

// A quoted CSS attribute value: backslashes and quotes escaped, line breaks as code points.
function escapeAttribute(value: string): string {
  return value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ');
}
