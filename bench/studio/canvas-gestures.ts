import type { ElementNode } from '@tessera/model/definition';
import type { CanvasStudio, PagePoint } from './canvas-studio.ts';

/** One timed gesture: ms from the gesture's first event (t0) to the next paint showing its result. */
export interface GestureTiming {
  ms: number;
  /** The gesture's first event and the paint, as `performance.timeOrigin + performance.now()`. */
  t0: number;
  t1: number;
  /** Select only: from the `pointerup` instead (the press itself is the harness's two CDP calls). */
  fromPointerUpMs?: number;
}

/** Element types whose centre hits the element itself (containers' centres hit their children). */
const LEAF_TYPES = new Set(['heading', 'label', 'textInput', 'button', 'icon']);

/** Every node of a tree depth first (document order), filtered. */
export function nodesOf(root: ElementNode, keep: (node: ElementNode) => boolean): ElementNode[] {
  const found: ElementNode[] = [];
  const visit = (node: ElementNode) => {
    if (keep(node)) found.push(node);
    node.children.forEach(visit);
  };
  visit(root);
  return found;
}

/** `count` items spread evenly from the first to the last. */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / Math.max(1, count - 1))]!);
}

/** Leaf nodes spread through the whole tree, for clicks. */
export function clickTargets(root: ElementNode, count: number): string[] {
  return spread(
    nodesOf(root, (node) => LEAF_TYPES.has(node.type)),
    count,
  ).map((node) => node.id);
}

/** Scrolls the node into view and returns the page point at its centre, checked to hit it. */
async function centreOf(studio: CanvasStudio, nodeId: string): Promise<PagePoint> {
  await studio.scrollIntoView(nodeId);
  const box = await studio.box(nodeId);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await studio.nodeAt(x, y);
  if (hit !== nodeId) throw new Error(`the centre of ${nodeId} hits ${hit}`);
  return studio.toPage(x, y);
}

/**
 * Clicks a node on the canvas (pointer moved there first, hover settled, then a real press and
 * release) and times pointerdown → next paint with its selection outline.
 */
export async function timeSelect(studio: CanvasStudio, nodeId: string): Promise<GestureTiming> {
  const point = await centreOf(studio, nodeId);
  await studio.page.mouse.move(point.x, point.y);
  await studio.frames(2);
  const watch = await studio.watch({ kind: 'selection', nodeId });
  await studio.page.mouse.down();
  await studio.page.mouse.up();
  const painted = await watch.painted;
  const [down] = (await studio.events('pointerdown')).slice(-1);
  const [up] = (await studio.events('pointerup')).slice(-1);
  return { ms: painted - down!, fromPointerUpMs: painted - up!, t0: down!, t1: painted };
}

/** Selects a node with a click and waits until the Properties panel shows it. */
export async function select(studio: CanvasStudio, nodeId: string): Promise<void> {
  await timeSelect(studio, nodeId);
  await studio.page.locator(`[data-testid="properties-panel"][data-node-id="${nodeId}"]`).waitFor();
}

/**
 * Sets the selected node's text in the Properties panel (`locator.fill`, one `input` event) and
 * times the studio page's `input` → next canvas paint showing the new text.
 */
export async function timeTextChange(studio: CanvasStudio, nodeId: string, text: string): Promise<GestureTiming> {
  const field = studio.page.getByTestId('prop-text').locator('input, textarea').first();
  await field.focus();
  await studio.clearEvents('input');
  const watch = await studio.watch({ kind: 'text', nodeId, text });
  await field.fill(text);
  const painted = await watch.painted;
  const [input] = await studio.events('input');
  return { ms: painted - input!, t0: input!, t1: painted };
}

/**
 * Drags card `nodeId` by its title (not a node, so the press is on the card) to the gap just
 * above card `beforeId` of the same parent, with real mouse moves, and times the `pointerup` →
 * next paint with the card's element just before `beforeId`'s.
 */
export async function timeDragBefore(studio: CanvasStudio, nodeId: string, beforeId: string): Promise<GestureTiming> {
  await studio.scrollIntoView(nodeId);
  const { start, end } = await studio.canvas().evaluate(
    ([id, before]) => {
      const card = document.querySelector(`[data-node-id="${CSS.escape(id!)}"]`)!;
      const title = card.firstElementChild!.getBoundingClientRect();
      const next = document.querySelector(`[data-node-id="${CSS.escape(before!)}"]`)!;
      const target = next.getBoundingClientRect();
      const gap = target.top - next.previousElementSibling!.getBoundingClientRect().bottom;
      return { start: { x: title.x + title.width / 2, y: title.y + title.height / 2 }, end: { x: target.x + target.width / 2, y: target.top - gap / 2 } };
    },
    [nodeId, beforeId],
  );
  const startHit = await studio.nodeAt(start.x, start.y);
  const endHit = await studio.nodeAt(end.x, end.y);
  if (startHit !== nodeId) throw new Error(`the title of ${nodeId} hits ${startHit}`);
  const from = await studio.toPage(start.x, start.y);
  const to = await studio.toPage(end.x, end.y);
  await studio.page.mouse.move(from.x, from.y);
  await studio.frames(2);
  await studio.page.mouse.down();
  await studio.page.mouse.move(from.x, from.y + 6, { steps: 2 });
  await studio.page.mouse.move(to.x, to.y, { steps: 6 });
  await studio.frames(3);
  const watch = await studio.watch({ kind: 'before', nodeId, nextId: beforeId });
  await studio.page.mouse.up();
  let painted: number;
  try {
    painted = await watch.painted;
  } catch (error) {
    throw new Error(`drop at the gap above ${beforeId} (hit ${endHit}) did not move ${nodeId}: ${String(error)}`);
  }
  const [up] = (await studio.events('pointerup')).slice(-1);
  return { ms: painted - up!, t0: up!, t1: painted };
}
