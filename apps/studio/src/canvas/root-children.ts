import type { ReactElement } from 'react';
import type { ElementNode } from '@tessera/model/definition';
import type { RootWindow } from './root-window.ts';

/** The element a root child was last given: its `NodeView`, or a placeholder of `height`. */
interface KeptElement {
  element: ReactElement;
  /** `null` for the child's own rendering. */
  height: number | null;
  render: (child: ElementNode) => ReactElement;
}

/** The elements of a screen's top-level children, kept by node object between renders. */
export type RootElementBook = WeakMap<ElementNode, KeptElement>;

export const createRootElementBook = (): RootElementBook => new WeakMap();

/** How the root's children are shown: the window, and what stands in for the children outside it. */
export interface RootChildrenView {
  window: RootWindow;
  /** A child always rendered (out of the flow: its place is its own). */
  alwaysRendered: (child: ElementNode) => boolean;
  heightOf: (child: ElementNode) => number;
  /** The placeholder of a child not rendered (`RootPlaceholder`), keyed by the child's id. */
  placeholder: (child: ElementNode, height: number) => ReactElement;
}

/**
 * The root's children for a window: the child's own rendering (`renderChild`) inside the window or
 * when always rendered, a placeholder of its height elsewhere. A child whose node, side of the
 * window and height are as at the last render gets the same element object again, so React skips
 * it without comparing its props: a patch re-renders only the children it changed, not the
 * 1,000-odd placeholders of a large screen.
 */
export function renderRootChildren(
  children: readonly ElementNode[],
  renderChild: (child: ElementNode) => ReactElement,
  view: RootChildrenView,
  book: RootElementBook,
): ReactElement[] {
  const { first, last } = view.window;
  return children.map((child, index) => {
    const own = (index >= first && index <= last) || view.alwaysRendered(child);
    const height = own ? null : view.heightOf(child);
    const kept = book.get(child);
    if (kept && kept.height === height && kept.render === renderChild) return kept.element;
    const element = height === null ? renderChild(child) : view.placeholder(child, height);
    book.set(child, { element, height, render: renderChild });
    return element;
  });
}
