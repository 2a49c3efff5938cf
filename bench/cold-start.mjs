// Cold `npm start` (dependencies installed, build present) to the login page served, with a new
// empty embedded database each run (so migrations run every time).
// Usage: node bench/cold-start.mjs [runs=5]
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { freePort, freshDataDir, median, root, waitForPage } from './lib.mjs';

const runs = Number(process.argv[2] ?? 5);
const timings = [];
for (let run = 1; run <= runs; run += 1) {
  const port = await freePort();
  const dataDir = freshDataDir();
  const started = Date.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const ms = await waitForPage(`http://127.0.0.1:${port}/login`, '<div id="root"', started);
    timings.push(ms);
    console.log(`run ${run}: ${ms} ms`);
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`cold npm start to /login served: median ${median(timings)} ms, max ${Math.max(...timings)} ms over ${runs} runs (budget 8000 ms)`);
