import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import type { ElementNode } from '@tessera/model/definition';
import { launchBrowser } from '../../e2e/harness/browser.ts';
import type { GestureTiming } from './canvas-gestures.ts';
import { benchScreen, runDrags, runEdits, runLoads, runSelects } from './canvas-runs.ts';
import { CanvasStudio } from './canvas-studio.ts';
import { createSymbolizer } from './source-maps.ts';
import { formatSummary, summarizeTrace, TRACE_CATEGORIES, type Anchor, type Span } from './trace-summary.ts';
import { startStudioSession, type StudioSession } from './studio-session.ts';

// Where the canvas benchmark's time goes: the same gestures as canvas.measure.ts, fewer of them,
// under a Chromium trace (main-thread events and V8 CPU samples), attributed to the spans from
// each gesture's first event to its paint. Runs only with BENCH_PROFILE=1. JS frames are named
// after their sources when BENCH_SOURCEMAPS points at the assets of a build of the same code with
// hidden source maps:
//   (cd apps/studio && npx vite build --sourcemap hidden --outDir /tmp/studio-maps)
//   BENCH_PROFILE=1 BENCH_SOURCEMAPS=/tmp/studio-maps/assets npx vitest run --config bench/vitest.config.ts studio/canvas-profile.measure.ts
// Traces are written to BENCH_TRACE_DIR (default the OS temp dir) for chrome://tracing or Perfetto.
const SIZES = (process.env.BENCH_SIZES ?? '2000,10000').split(',').map(Number);
const traceDir = process.env.BENCH_TRACE_DIR ?? os.tmpdir();
const symbolize = createSymbolizer(process.env.BENCH_SOURCEMAPS);

let session: StudioSession;
let browser: Browser;
const screens = new Map<number, { screenId: string; root: ElementNode }>();

beforeAll(async () => {
  if (!process.env.BENCH_PROFILE) return;
  session = await startStudioSession();
  browser = await launchBrowser();
  for (const count of SIZES) {
    const root = benchScreen(count);
    screens.set(count, { screenId: (await session.screenWith(`Large ${count}`, root)).screenId, root });
  }
});

afterAll(async () => {
  await browser?.close();
  await session?.stop();
});

/** Records a trace around `work`, which returns the spans to attribute and the anchors it placed. */
async function traced(studio: CanvasStudio, name: string, work: () => Promise<{ spans: Span[]; anchors: Anchor[] }>): Promise<void> {
  await browser.startTracing(studio.page, { categories: TRACE_CATEGORIES });
  const { spans, anchors } = await work();
  const buffer = await browser.stopTracing();
  const file = path.join(traceDir, `canvas-${name}.json`);
  writeFileSync(file, buffer);
  writeFileSync(file.replace(/\.json$/, '.spans.json'), JSON.stringify({ spans, anchors }));
  console.log(`${formatSummary(name, summarizeTrace(JSON.parse(buffer.toString('utf8')), spans, anchors, symbolize))}\n  trace: ${file}`);
}

/** Gestures after an anchor mark in the current canvas document. */
async function gestures(studio: CanvasStudio, name: string, run: () => Promise<GestureTiming[]>) {
  const anchor = { name: `canvas-bench-${name}`, epoch: await studio.anchor(`canvas-bench-${name}`) };
  const timings = await run();
  return { spans: timings.map((timing) => ({ start: timing.t0, end: timing.t1 })), anchors: [anchor] };
}

for (const count of SIZES) {
  it.runIf(process.env.BENCH_PROFILE)(`profiles the canvas with ${count} elements`, async () => {
    const { screenId, root } = screens.get(count)!;
    const studio = await CanvasStudio.open(browser, session);
    try {
      await studio.visit();
      await studio.openScreen(screenId, count);
      await runLoads(studio, screenId, count, 2);
      await traced(studio, `${count}-first-render-canvas`, async () => {
        const spans: Span[] = [];
        const anchors: Anchor[] = [];
        for (let run = 0; run < 3; run++) {
          const [load] = await runLoads(studio, screenId, count, 1);
          anchors.push({ name: `canvas-bench-load-${run}`, epoch: await studio.anchor(`canvas-bench-load-${run}`) });
          spans.push({ start: load!.hostLoadAt, end: load!.paintedAt });
        }
        return { spans, anchors };
      });
      await traced(studio, `${count}-first-render-before-canvas`, async () => {
        const spans: Span[] = [];
        const anchors: Anchor[] = [];
        for (let run = 0; run < 3; run++) {
          const [load] = await runLoads(studio, screenId, count, 1);
          anchors.push({ name: `canvas-bench-load-${run}`, epoch: await studio.anchor(`canvas-bench-load-${run}`) });
          spans.push({ start: load!.navigationStart, end: load!.hostLoadAt });
        }
        return { spans, anchors };
      });
      await traced(studio, `${count}-select`, () => gestures(studio, 'select', () => runSelects(studio, root, { warmup: 5, runs: 25 })));
      await traced(studio, `${count}-property-change`, () => gestures(studio, 'edit', () => runEdits(studio, root, { warmup: 3, runs: 24, perNode: 9 })));
      await traced(studio, `${count}-drag-move`, () =>
        gestures(studio, 'drag', () => runDrags(studio, root.children.map((card) => card.id), { warmup: 2, runs: 12 })),
      );
    } finally {
      await studio.close();
    }
  });
}
