import type { CSSProperties } from 'react';
import { containerElement, type ElementNode } from '@tessera/model/definition';

/** An element's style as the runtime renders it (`toNativeStyle` of `@tessera/runtime`). */
export type RenderedStyle = object;

const valueOf = (style: RenderedStyle, key: string): unknown => (style as Record<string, unknown>)[key];

/**
 * The root's children the canvas renders, as indices into `root.children` (both ends included);
 * the others stand in as placeholders of their size.
 */
export interface RootWindow {
  first: number;
  last: number;
}

/** The attribute a placeholder carries besides the node's `data-node-id` and `data-node-type`. */
export const PLACEHOLDER_ATTRIBUTE = 'data-node-placeholder';

/** Rendered beyond the view on each side, in canvas pixels: a wheel step or two shows no placeholder. */
export const OVERSCAN_PX = 600;

/** A top-level element's height until one of its type has been rendered. */
export const FIRST_ESTIMATE_PX = 120;

/**
 * Whether the root lays its children out as one column, so that a placeholder of a child's height
 * keeps every other child where it would be: a `container` of direction `column` whose rendered
 * style neither turns it into a row nor wraps it.
 */
export function isRootColumn(root: ElementNode, style: RenderedStyle): boolean {
  if (root.type !== containerElement.type) return false;
  const direction = root.props['direction'] ?? containerElement.defaults.direction;
  return direction === 'column' && (valueOf(style, 'flexDirection') ?? 'column') === 'column' && (valueOf(style, 'flexWrap') ?? 'nowrap') === 'nowrap';
}

/** A child taken out of the flow (`position: absolute`) is always rendered: its place is its own. */
export function isOutOfFlow(style: RenderedStyle): boolean {
  return valueOf(style, 'position') === 'absolute';
}

const topLevelIndexes = new WeakMap<ElementNode, Map<string, number>>();

/**
 * The index in `root.children` of the top-level element that is or holds `nodeId`; -1 for the
 * root itself or an unknown id. Indexed once per root object (one walk of the tree).
 */
export function topLevelIndexOf(root: ElementNode, nodeId: string): number {
  let index = topLevelIndexes.get(root);
  if (!index) {
    const built = new Map<string, number>();
    const visit = (node: ElementNode, at: number): void => {
      built.set(node.id, at);
      for (const child of node.children) visit(child, at);
    };
    root.children.forEach((child, at) => visit(child, at));
    topLevelIndexes.set(root, built);
    index = built;
  }
  return index.get(nodeId) ?? -1;
}

/**
 * The children whose box meets [top, bottom] (canvas pixels), by binary search over the boxes of
 * a column in document order: O(log n) reads. `null` when there are no children.
 */
export function rangeInView(count: number, boxOf: (index: number) => { top: number; bottom: number }, top: number, bottom: number): RootWindow | null {
  if (count === 0) return null;
  // The first child ending at or below `top`…
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (boxOf(middle).bottom < top) low = middle + 1;
    else high = middle;
  }
  const first = low;
  // …and the last starting at or above `bottom`.
  low = first;
  high = count - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (boxOf(middle).top > bottom) high = middle - 1;
    else low = middle;
  }
  return { first, last: Math.max(first, low) };
}

/** The window of a screen just loaded, scrolled to the top: children until `height` is covered by their estimates. */
export function initialWindow(children: readonly ElementNode[], heightOf: (node: ElementNode) => number, gap: number, height: number): RootWindow {
  let covered = 0;
  let last = 0;
  while (last < children.length - 1 && covered < height) {
    covered += heightOf(children[last]!) + gap;
    last += 1;
  }
  return { first: 0, last };
}

/** The window around child `index`, reaching `reach` estimated pixels on each side. */
export function windowAround(children: readonly ElementNode[], index: number, heightOf: (node: ElementNode) => number, gap: number, reach: number): RootWindow {
  let first = index;
  for (let covered = 0; first > 0 && covered < reach; first -= 1) covered += heightOf(children[first - 1]!) + gap;
  let last = index;
  for (let covered = 0; last < children.length - 1 && covered < reach; last += 1) covered += heightOf(children[last + 1]!) + gap;
  return { first, last };
}

export function sameWindow(a: RootWindow, b: RootWindow): boolean {
  return a.first === b.first && a.last === b.last;
}

/**
 * The heights of the root's children as last rendered, by node id, and the estimate for those
 * never rendered: the mean height of the rendered ones of the same type, else of all, else
 * `FIRST_ESTIMATE_PX`. A screen of repeated cards gets exact placeholders once one card rendered.
 */
export interface HeightBook {
  record(node: ElementNode, height: number): void;
  heightOf(node: ElementNode): number;
  /**
   * Drops every height recorded (the column's width changed, with the device or the frame: the
   * heights are those of another layout); the estimates start again from the next records.
   */
  forget(): void;
  /** Counts the changes of the estimates (a whole pixel or more), so placeholders re-render only then. */
  readonly estimates: number;
}

export function createHeightBook(): HeightBook {
  const heights = new Map<string, { type: string; height: number }>();
  const byType = new Map<string, { sum: number; count: number }>();
  let all = { sum: 0, count: 0 };
  // The estimates placeholders show: moved only by a whole pixel or more, so a sub-pixel change of
  // a mean never gives every placeholder a new height (a style write each and a layout).
  const shown = new Map<string, number>();
  let shownAll: number | null = null;
  let estimates = 0;
  const moved = (before: number | null | undefined, estimate: number) => before == null || Math.abs(before - estimate) >= 1;
  const showEstimates = (types: Iterable<string>) => {
    let changed = false;
    for (const type of types) {
      const same = byType.get(type);
      if (!same || same.count === 0) {
        changed = shown.delete(type) || changed;
        continue;
      }
      const estimate = same.sum / same.count;
      if (moved(shown.get(type), estimate)) {
        shown.set(type, estimate);
        changed = true;
      }
    }
    if (all.count > 0 && moved(shownAll, all.sum / all.count)) {
      shownAll = all.sum / all.count;
      changed = true;
    }
    if (changed) estimates += 1;
  };
  return {
    record(node, height) {
      const previous = heights.get(node.id);
      if (previous && previous.height === height && previous.type === node.type) return;
      if (previous) adjust(previous.type, -previous.height, -1);
      heights.set(node.id, { type: node.type, height });
      adjust(node.type, height, 1);
      showEstimates(previous && previous.type !== node.type ? [previous.type, node.type] : [node.type]);
    },
    heightOf(node) {
      const known = heights.get(node.id);
      if (known && known.type === node.type) return known.height;
      return shown.get(node.type) ?? shownAll ?? FIRST_ESTIMATE_PX;
    },
    forget() {
      if (heights.size === 0) return;
      heights.clear();
      byType.clear();
      shown.clear();
      shownAll = null;
      all = { sum: 0, count: 0 };
      estimates += 1;
    },
    get estimates() {
      return estimates;
    },
  };

  function adjust(type: string, height: number, count: number): void {
    const same = byType.get(type) ?? { sum: 0, count: 0 };
    same.sum += height;
    same.count += count;
    byType.set(type, same);
    all.sum += height;
    all.count += count;
  }
}

const MARGIN_SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;

/**
 * A placeholder's style: the child's height as rendered and its margins (a flex column does not
 * collapse them), so the column around it is laid out as with the child itself. `render` maps the
 * element's style as the runtime does; an element with no style of its own (most) skips it.
 */
export function placeholderStyle<S extends object>(own: S, height: number, render: (style: S) => RenderedStyle): CSSProperties {
  const style: Record<string, unknown> = { height, flexShrink: 0 };
  if (Object.keys(own).length === 0) return style as CSSProperties;
  const native = render(own);
  for (const side of MARGIN_SIDES) {
    const axis = valueOf(native, side === 'Top' || side === 'Bottom' ? 'marginVertical' : 'marginHorizontal');
    const value = valueOf(native, `margin${side}`) ?? axis ?? valueOf(native, 'margin');
    if (value !== undefined) style[`margin${side}`] = value;
  }
  return style as CSSProperties;
}
