// `npm test`: the whole suite. Starts the unit + API suites (vitest) at once and, beside them, lints
// (ESLint, with the package boundaries), checks that no folders import each other in a cycle,
// type-checks and builds once; then runs the browser suite (e2e, against the built server) beside
// what is left of the unit suites. A failed check stops everything. With UNIT_SECOND_NODE set to
// another Node binary, the unit suites run once more on it as soon as the browser suite is done.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './node-version.mjs';
import { summarizeReport } from './test-summary.mjs';

requireSupportedNode('test');

const root = fileURLToPath(new URL('..', import.meta.url));
console.log(`[test] Node ${process.version} (${process.execPath})`);

// Each step runs in its own process group, so a run that is called off stops the whole tree (npx,
// vitest, its workers, the browser suite's servers and Chromium). Ctrl-C reaches them through here.
const running = new Set();
function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.on(signal, () => {
    for (const child of running) stopGroup(child);
    process.exit(code);
  });
}

/** Runs a command to its end; resolves true when it exited with 0. `started` receives the child. */
function runAsync(label, command, args, env = process.env, started = () => {}) {
  return new Promise((resolve) => {
    const since = Date.now();
    console.log(`[test] ${label}`);
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env, detached: true });
    running.add(child);
    started(child);
    child.on('error', (error) => {
      running.delete(child);
      console.log(`[test] ${label}: FAILED to start (${error.message})`);
      resolve(false);
    });
    child.on('exit', (code) => {
      running.delete(child);
      console.log(`[test] ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - since) / 1000).toFixed(1)} s`);
      resolve(code === 0);
    });
  });
}

/** Runs the steps one after another, up to the first that fails; resolves true when all passed. */
async function runSteps(steps) {
  for (const [label, command, args] of steps) {
    if (!(await runAsync(label, command, args))) return false;
  }
  return true;
}

// Each vitest run also writes a JSON report, summed into one closing line below.
const reports = mkdtempSync(join(tmpdir(), 'tessera-test-'));
const reporters = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`];

// UNIT_SECOND_NODE: a second Node binary (CI: Node 24) that runs the unit suites once more (the
// packages, the studio, the scripts and the server's own unit tests; not the API suites, which
// drive the same code on both databases and run on this Node). Its bin directory goes first on
// PATH so anything those suites start as `node` is that Node too.
const secondNode = process.env.UNIT_SECOND_NODE?.trim() || null;
const suites = ['unit', 'e2e', ...(secondNode ? ['unit-second-node'] : []), 'timing'];

function runUnitSuitesOnSecondNode() {
  const version = spawnSync(secondNode, ['--version'], { encoding: 'utf8' }).stdout?.trim() || 'unknown version';
  const env = { ...process.env, PATH: `${dirname(secondNode)}${delimiter}${process.env.PATH ?? ''}` };
  delete env.TEST_DATABASE_URL;
  const vitest = join(root, 'node_modules/vitest/vitest.mjs');
  const files = ['packages/', 'apps/studio/', 'scripts/', 'apps/server/src/'];
  return runAsync(`unit suites on Node ${version} (${secondNode})`, secondNode, [vitest, 'run', ...files, ...reporters('unit-second-node')], env);
}

// The unit and API suites need no build: they start at once, on the core that the checks (one
// process at a time) leave free. The browser suite needs the build and starts after it. A check
// that fails calls the whole run off.
let unitSuites = null;
const unitRun = runAsync('unit and API suites', 'npx', ['vitest', 'run', ...reporters('unit')], process.env, (child) => {
  unitSuites = child;
});
const checked = await runSteps([
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['folder cycles', process.execPath, [join(root, 'scripts/check-folder-cycles.mjs')]],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['build', process.execPath, [join(root, 'scripts/build.mjs')]],
]);
if (!checked) {
  console.log('[test] stopping the unit and API suites: a check before the browser suite failed');
  stopGroup(unitSuites);
  await unitRun;
  process.exit(1);
}

const results = (
  await Promise.all([
    unitRun,
    // The second Node's run starts once the browser suite is done, beside what is left of the first.
    runAsync('browser suite', 'npm', ['run', '--silent', 'test', '-w', '@tessera/e2e', '--', ...reporters('e2e')]).then(async (ok) =>
      secondNode ? [ok, await runUnitSuitesOnSecondNode()] : [ok],
    ),
  ])
).flat();
// Answer-time suites run alone, once the machine is no longer busy with the others.
results.push(await runAsync('timing suites', 'npx', ['vitest', 'run', '--config', 'vitest.timing.config.ts', ...reporters('timing')]));

// The closing lines name every test that failed, and every one that passed only on a retry (the
// browser suite retries once), so the end of a long log says what went wrong without scrolling.
let passed = 0;
let failed = 0;
const failures = [];
const retried = [];
for (const name of suites) {
  const file = join(reports, `${name}.json`);
  if (!existsSync(file)) {
    console.error(`[test] the ${name} suite wrote no report: counted as failed`);
    failed += 1;
    continue;
  }
  const summary = summarizeReport(name, JSON.parse(readFileSync(file, 'utf8')), root);
  passed += summary.passed;
  failed += summary.failed;
  failures.push(...summary.failures);
  retried.push(...summary.retried);
}
for (const line of retried) console.log(`[test] passed on a retry: ${line}`);
for (const line of failures) console.log(`[test] FAILED: ${line}`);
console.log(`${passed} passed, ${failed} failed${retried.length ? `, ${retried.length} on a retry` : ''}`);
process.exit(results.every(Boolean) && failed === 0 && passed > 0 ? 0 : 1);
