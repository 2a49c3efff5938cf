// First paint of a published 10-screen app's deep-linked screen in Chromium (ARCHITECTURE §7:
// ≤ 1 s): a built server, a new builder who publishes the generated app, then N loads (default
// 25) of `/apps/{workspace}/bench-app/task-detail`, each in a new browser context; median and p95,
// and the machine's load average.
// Usage: node bench/player-first-paint.mjs [loads]   (needs `node scripts/build.mjs`, Debian's chromium)
// The measurement is `bench/player/first-paint.measure.ts` (the e2e harness's server runner and SMTP catcher).
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

const loads = process.argv[2] ?? process.env.BENCH_LOADS ?? '25';
const result = spawnSync('npx', ['vitest', 'run', '--config', 'bench/vitest.config.ts', 'player/first-paint.measure.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BENCH_LOADS: loads },
});
process.exit(result.status ?? 1);
