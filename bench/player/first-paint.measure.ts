import { loadavg } from 'node:os';
import type { ElementNode } from '@tessera/model/definition';
import { releasePaths } from '@tessera/model/releases';
import { fillPath } from '@tessera/model/workspace-api';
import { test } from 'vitest';
import { launchBrowser } from '../../e2e/harness/browser.ts';
import { percentiles } from '../studio/percentiles.ts';
import { startStudioSession } from '../studio/studio-session.ts';
// @ts-expect-error -- a plain ES module shared with bench/player-size.mjs
import { screenNames, screenTree } from './ten-screen-app.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 25);
const BUDGET_MS = 1000;
const SLUG = 'bench-app';
/** The deep-linked screen: the third ("Task detail"), not the start screen. */
const TARGET = 2;

test(`published 10-screen app: first paint of a deep-linked screen, ${LOADS} loads`, async () => {
  const session = await startStudioSession();
  const browser = await launchBrowser();
  try {
    const ids: string[] = [];
    for (const [index, name] of (screenNames as string[]).entries()) {
      const tree = screenTree(index, screenNames) as ElementNode;
      ids.push((await session.screenWith(name, tree)).screenId);
    }
    const published = await session.call('POST', fillPath(releasePaths.list, { projectId: session.projectId }), { note: 'Benchmark', slug: SLUG });
    if (published.status === 404) throw new Error('Publishing answered 404: this build has no releases routes (they come with the releases module).');
    if (published.status !== 201 && published.status !== 200) throw new Error(`publish: HTTP ${published.status} ${JSON.stringify(published.body)}`);

    const url = `${session.server.url}/apps/${encodeURIComponent(session.workspace)}/${SLUG}/task-detail`;
    const heading = (screenNames as string[])[TARGET]!;
    const painted: number[] = [];
    const contentful: number[] = [];
    for (let load = 0; load < LOADS; load += 1) {
      // A new context each time: nothing cached, as a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'commit' });
      // From the navigation's start to the frame after the screen's heading is in the document.
      const ms = await page.evaluate(
        (text) =>
          new Promise<number>((resolve) => {
            const check = () => {
              const found = [...document.querySelectorAll('[role="heading"], h1')].some((element) => element.textContent === text);
              if (found) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
              else requestAnimationFrame(check);
            };
            check();
          }),
        heading,
      );
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1);
      painted.push(ms);
      contentful.push(fcp);
      await context.close();
    }
    const screen = percentiles(painted);
    const fcp = percentiles(contentful);
    console.log(`deep link ${url}`);
    console.log(`screen painted (navigation start → frame after its content): p50 ${screen.p50} ms, p95 ${screen.p95} ms, max ${screen.max} ms over ${screen.runs} loads (budget ${BUDGET_MS} ms)`);
    console.log(`first contentful paint: p50 ${fcp.p50} ms, p95 ${fcp.p95} ms`);
    console.log(`load average (1, 5, 15 min): ${loadavg().map((value) => value.toFixed(2)).join(', ')}`);
  } finally {
    await browser.close();
    await session.stop();
  }
});
