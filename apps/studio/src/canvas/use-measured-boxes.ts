import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ElementNode } from '@tessera/model/definition';
import { sameRect, toCanvasRect, type CanvasRect } from './canvas-rect.ts';
import type { NodeElementFinder } from './dom-nodes.ts';
import { NODE_TYPE_ATTRIBUTE } from './dom-nodes.ts';
import { createFrameThrottle } from './frame-throttle.ts';
import { useViewChangeThrottle } from './use-view-change-throttle.ts';

/** A selected or hovered node as drawn: its id, type and box on the canvas. */
export interface MeasuredBox {
  id: string;
  type: string;
  rect: CanvasRect;
}

/** The boxes the overlay draws. */
export interface MeasuredBoxes {
  selection: readonly MeasuredBox[];
  hover: MeasuredBox | null;
}

const nothing: MeasuredBoxes = { selection: [], hover: null };

/**
 * Measures the selected and hovered nodes' rendered elements. A change of the selection or the
 * hover is measured right after React's commit, before the paint (all reads, then one state
 * write). A change of the tree, scrolling, window resizes and size changes of the selected
 * elements or the root are measured at most once per animation frame.
 */
export function useMeasuredBoxes(
  nodes: NodeElementFinder,
  root: ElementNode | null,
  selection: readonly string[],
  hover: string | null,
): MeasuredBoxes {
  const [boxes, setBoxes] = useState<MeasuredBoxes>(nothing);
  const latest = useRef({ root, selection, hover });
  latest.current = { root, selection, hover };

  const measure = useMemo(
    () => () => {
      const { selection: ids, hover: hoverId } = latest.current;
      const selected = ids.map((id) => measureNode(nodes, id)).filter((box) => box !== null);
      const hovered = hoverId === null || ids.includes(hoverId) ? null : measureNode(nodes, hoverId);
      const next = { selection: selected, hover: hovered };
      setBoxes((previous) => (sameBoxes(previous, next) ? previous : next));
    },
    [nodes],
  );
  const throttle = useMemo(() => createFrameThrottle(measure), [measure]);

  // A new selection or hover changes no layout, so reading it right after the commit is cheap
  // and the outline shows in the same frame.
  useLayoutEffect(measure, [measure, selection, hover]);
  // A new tree is measured in the next animation frame instead: a rect read right after React
  // commits a patch forces a synchronous layout of the whole document (37–50 ms at 10,000
  // elements), ahead of the frame that shows the change; read from the frame, it is the one layout
  // that frame does anyway.
  useEffect(() => throttle.schedule(undefined), [throttle, root]);

  useViewChangeThrottle(throttle);

  useEffect(() => {
    if (!root) return;
    const observer = new ResizeObserver(() => throttle.schedule(undefined));
    for (const id of [root.id, ...selection]) {
      const element = nodes.find(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [nodes, throttle, root, selection]);

  return boxes;
}

function measureNode(nodes: NodeElementFinder, id: string): MeasuredBox | null {
  const element = nodes.find(id);
  if (!element) return null;
  return { id, type: element.getAttribute(NODE_TYPE_ATTRIBUTE) ?? '', rect: toCanvasRect(element.getBoundingClientRect()) };
}

function sameBox(a: MeasuredBox | null, b: MeasuredBox | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.id === b.id && a.type === b.type && sameRect(a.rect, b.rect);
}

function sameBoxes(a: MeasuredBoxes, b: MeasuredBoxes): boolean {
  return sameBox(a.hover, b.hover) && a.selection.length === b.selection.length && a.selection.every((box, i) => sameBox(box, b.selection[i]!));
}
