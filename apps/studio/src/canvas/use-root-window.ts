import { createElement, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ElementNode } from '@tessera/model/definition';
import { toNativeStyle, type RootChildrenRenderer } from '@tessera/runtime';
import type { CanvasStore } from './canvas-store.ts';
import { childNodeElements, type NodeElementFinder } from './dom-nodes.ts';
import { createFrameThrottle } from './frame-throttle.ts';
import { createRootElementBook, renderRootChildren, type RootChildrenView } from './root-children.ts';
import { RootPlaceholder } from './RootPlaceholder.tsx';
import { useViewChangeThrottle } from './use-view-change-throttle.ts';
import {
  createHeightBook,
  initialWindow,
  isOutOfFlow,
  OVERSCAN_PX,
  PLACEHOLDER_ATTRIBUTE,
  rangeInView,
  sameWindow,
  topLevelIndexOf,
  windowAround,
  type RootWindow,
} from './root-window.ts';

interface WindowState {
  screenId: string | null;
  window: RootWindow;
}

/**
 * The virtualised root column of a large screen in edit mode: renders only the root's children
 * near the view (`OVERSCAN_PX` beyond it on each side) and a placeholder of the right height for
 * each of the others, so the column's height, the scroll range and every child's place stay as
 * with the whole tree. The window follows scrolling and resizing once per frame (rendered in that
 * frame), and a selection of an element not rendered or out of view (the layers tree, the arrow
 * keys) renders it and scrolls it into view. `undefined` (render everything) when not `enabled`.
 */
export function useRootWindow(
  store: CanvasStore,
  nodes: NodeElementFinder,
  screenId: string | null,
  root: ElementNode | null,
  enabled: boolean,
): RootChildrenRenderer | undefined {
  const book = useMemo(createHeightBook, [screenId]);
  const gap = root ? Number(root.props['gap'] ?? 0) || 0 : 0;
  const [state, setState] = useState<WindowState>(() => ({ screenId, window: startWindow(root, book, gap) }));
  const [estimates, setEstimates] = useState(book.estimates);
  // A new screen starts at its top, with nothing measured.
  const current = state.screenId === screenId ? state : { screenId, window: startWindow(root, book, gap) };
  if (current !== state) setState(current);
  const latest = useRef({ root, window: current.window, gap });
  latest.current = { root, window: current.window, gap };
  const reveal = useRef<string | null>(null);
  // The root element's width at the last measure: the heights in `book` are of that layout.
  const lastWidth = useRef<number | null>(null);

  const setWindow = useMemo(
    () => (next: RootWindow) => {
      if (!sameWindow(next, latest.current.window)) setState((previous) => ({ screenId: previous.screenId, window: next }));
    },
    [],
  );

  // Reads the rendered children's heights and the children in view (all reads), then renders the
  // new window in this frame.
  const throttle = useMemo(
    () =>
      createFrameThrottle(() => {
        const { root: shown } = latest.current;
        if (!enabled || !shown) return;
        const rootElement = nodes.find(shown.id);
        if (!rootElement) return;
        const elements = childNodeElements(rootElement);
        // Between a patch and its commit the elements may not match the children yet.
        if (elements.length !== shown.children.length) return;
        const boxes = new Map<number, DOMRect>();
        const boxOf = (index: number): DOMRect => {
          let box = boxes.get(index);
          if (!box) boxes.set(index, (box = elements[index]!.getBoundingClientRect()));
          return box;
        };
        // Another width (a device preset, the frame resized): the heights recorded are another layout's.
        const width = rootElement.clientWidth;
        if (width !== lastWidth.current) {
          if (lastWidth.current !== null) book.forget();
          lastWidth.current = width;
        }
        const { first, last } = latest.current.window;
        for (let index = first; index <= Math.min(last, elements.length - 1); index += 1) {
          if (!elements[index]!.hasAttribute(PLACEHOLDER_ATTRIBUTE)) book.record(shown.children[index]!, boxOf(index).height);
        }
        const view = viewOf(scrollerOf(rootElement));
        const range = rangeInView(elements.length, boxOf, view.top - OVERSCAN_PX, view.bottom + OVERSCAN_PX);
        // The window renders in this frame; better estimates for the placeholders can wait (a
        // re-render of every placeholder, which would lengthen a screen's first frame).
        if (range) flushSync(() => setWindow(range));
        const estimated = book.estimates;
        startTransition(() => setEstimates(estimated));
      }),
    [book, enabled, nodes, setWindow],
  );

  useViewChangeThrottle(throttle, enabled);

  // A new tree or window: measure what rendered and check the window in the next frame.
  useEffect(() => {
    if (enabled) throttle.schedule(undefined);
  }, [enabled, throttle, root, current.window]);

  // A selection the canvas did not click (the layers tree, arrow keys, paste, undo): show it.
  useEffect(() => {
    if (!enabled) return;
    let selection = store.getState().selection;
    return store.subscribe(() => {
      const next = store.getState().selection;
      if (next === selection) return;
      selection = next;
      const nodeId = next[next.length - 1];
      const { root: shown, gap: rootGap } = latest.current;
      if (!nodeId || !shown || nodeId === shown.id) return;
      const element = nodes.find(nodeId);
      if (element && !element.hasAttribute(PLACEHOLDER_ATTRIBUTE)) {
        scrollIntoView(nodes, shown.id, element);
        return;
      }
      const index = topLevelIndexOf(shown, nodeId);
      if (index < 0) return;
      reveal.current = nodeId;
      setWindow(windowAround(shown.children, index, (child) => book.heightOf(child), rootGap, OVERSCAN_PX));
    });
  }, [book, enabled, nodes, setWindow, store]);

  // The element just rendered for a selection: scroll it into view before the paint.
  useLayoutEffect(() => {
    const nodeId = reveal.current;
    if (nodeId === null) return;
    const element = nodes.find(nodeId);
    if (!element || element.hasAttribute(PLACEHOLDER_ATTRIBUTE)) return;
    reveal.current = null;
    if (latest.current.root) scrollIntoView(nodes, latest.current.root.id, element);
  }, [nodes, current.window]);

  const { first, last } = current.window;
  const elements = useMemo(createRootElementBook, [screenId]);
  return useMemo<RootChildrenRenderer | undefined>(() => {
    if (!enabled) return undefined;
    const view: RootChildrenView = {
      window: { first, last },
      alwaysRendered: (child) => 'position' in child.style && isOutOfFlow(toNativeStyle(child.style)),
      heightOf: (child) => book.heightOf(child),
      placeholder: (child, height) => createElement(RootPlaceholder, { key: child.id, node: child, height }),
    };
    return (children, renderChild) => renderRootChildren(children, renderChild, view, elements);
    // `estimates` re-renders the placeholders with the better estimate.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, first, last, book, elements, estimates]);
}

function startWindow(root: ElementNode | null, book: ReturnType<typeof createHeightBook>, gap: number): RootWindow {
  if (!root) return { first: 0, last: 0 };
  return initialWindow(root.children, (child) => book.heightOf(child), gap, window.innerHeight + OVERSCAN_PX);
}

/** The part of the window the screen shows: its scrolling box's, else the window's. */
function viewOf(scroller: HTMLElement | null): { top: number; bottom: number } {
  if (!scroller) return { top: 0, bottom: window.innerHeight };
  const box = scroller.getBoundingClientRect();
  return { top: Math.max(0, box.top), bottom: Math.min(window.innerHeight, box.bottom) };
}

const scrollers = new WeakMap<HTMLElement, HTMLElement | null>();

/** The root element's nearest scrolling ancestor (the screen's scroll view), looked up once per element. */
function scrollerOf(rootElement: HTMLElement): HTMLElement | null {
  if (scrollers.has(rootElement)) return scrollers.get(rootElement)!;
  let found: HTMLElement | null = null;
  for (let current = rootElement.parentElement; current && !found; current = current.parentElement) {
    const overflow = getComputedStyle(current).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') found = current;
  }
  scrollers.set(rootElement, found);
  return found;
}

/**
 * Scrolls the screen (never the studio around the frame) to centre `element` when none of it is
 * in view. An element partly in view stays put: a click on it must not move the screen.
 */
function scrollIntoView(nodes: NodeElementFinder, rootId: string, element: HTMLElement): void {
  const rootElement = nodes.find(rootId);
  const scroller = rootElement ? scrollerOf(rootElement) : null;
  if (!scroller) return;
  const view = viewOf(scroller);
  const box = element.getBoundingClientRect();
  if (box.bottom > view.top && box.top < view.bottom) return;
  scroller.scrollTop += box.top - view.top - Math.max(0, (view.bottom - view.top - box.height) / 2);
}
