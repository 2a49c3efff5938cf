import type { ElementNode } from '@tessera/model/definition';
import { clickTargets, nodesOf, select, spread, timeDragBefore, timeSelect, timeTextChange, type GestureTiming } from './canvas-gestures.ts';
import type { CanvasStudio, LoadTiming } from './canvas-studio.ts';
import { largeScreenRoot } from './large-screen.ts';

/** How many gestures of each kind: untimed warm-up ones first, then timed runs. */
export interface RunCounts {
  loads: number;
  select: { warmup: number; runs: number };
  edit: { warmup: number; runs: number; perNode: number };
  drag: { warmup: number; runs: number };
}

/** The screen every canvas figure is taken on: the large screen with 16 px between its cards (drop gaps for the drags). */
export function benchScreen(count: number): ElementNode {
  const root = largeScreenRoot(count);
  root.props = { ...root.props, gap: 16 };
  return root;
}

/** Runs `runs` gestures after `warmup` untimed ones; `gesture(i)` performs the i-th. */
async function sample(warmup: number, runs: number, gesture: (i: number) => Promise<GestureTiming>): Promise<GestureTiming[]> {
  const timings: GestureTiming[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const timing = await gesture(i);
    if (i >= warmup) timings.push(timing);
  }
  return timings;
}

/** First render: reloads of the studio page, which reopens the screen the tab last showed. */
export async function runLoads(studio: CanvasStudio, screenId: string, count: number, runs: number): Promise<LoadTiming[]> {
  const loads: LoadTiming[] = [];
  for (let run = 0; run < runs; run++) loads.push(await studio.reload(screenId, count));
  return loads;
}

/** Select: clicks on leaf nodes spread through the whole tree (each a different node). */
export async function runSelects(studio: CanvasStudio, root: ElementNode, counts: RunCounts['select']): Promise<GestureTiming[]> {
  studio.learnTree(root);
  const targets = clickTargets(root, counts.warmup + counts.runs);
  return sample(counts.warmup, counts.runs, (i) => timeSelect(studio, targets[i]!));
}

/** Property change: labels spread through the tree, selected with a click, a few text edits each. */
export async function runEdits(studio: CanvasStudio, root: ElementNode, counts: RunCounts['edit']): Promise<GestureTiming[]> {
  studio.learnTree(root);
  const labels = spread(
    nodesOf(root, (node) => node.type === 'label'),
    Math.ceil((counts.warmup + counts.runs) / counts.perNode),
  ).map((node) => node.id);
  return sample(counts.warmup, counts.runs, async (i) => {
    const label = labels[Math.floor(i / counts.perNode)]!;
    if (i % counts.perNode === 0) await select(studio, label);
    return timeTextChange(studio, label, `Customer name ${i}`);
  });
}

/**
 * Drag-move: a card dropped in the gap just above the card after next (it moves down one place),
 * at places spread through the screen. `order` is the root's card ids as the canvas shows them;
 * it is updated after every move.
 */
export async function runDrags(studio: CanvasStudio, order: string[], counts: RunCounts['drag']): Promise<GestureTiming[]> {
  const starts = spread(
    order.slice(0, -2).map((_, index) => index),
    counts.warmup + counts.runs,
  );
  return sample(counts.warmup, counts.runs, async (i) => {
    // A small screen has fewer cards than drags: the starts repeat.
    const at = starts[i % starts.length]!;
    const [moved, , before] = order.slice(at, at + 3);
    const timing = await timeDragBefore(studio, moved!, before!);
    order.splice(at, 1);
    order.splice(at + 1, 0, moved!);
    return timing;
  });
}
