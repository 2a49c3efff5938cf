// `npm test`: the whole suite. Lints (ESLint, with the package boundaries), checks that no folders
// import each other in a cycle, type-checks, builds once, then runs the unit + API suites (vitest)
// and the browser suite (e2e, against the built server) side by side. With UNIT_SECOND_NODE set
// to another Node binary, the unit suites run once more on it as soon as the browser suite is done.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode('test');

const root = fileURLToPath(new URL('..', import.meta.url));
console.log(`[test] Node ${process.version} (${process.execPath})`);

function runSync(label, command, args) {
  console.log(`[test] ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  console.log(`[test] ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function runAsync(label, command, args, env = process.env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', (error) => {
      console.log(`[test] ${label}: FAILED to start (${error.message})`);
      resolve(false);
    });
    child.on('exit', (code) => {
      console.log(`[test] ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code === 0);
    });
  });
}

runSync('lint', 'npm', ['run', '--silent', 'lint']);
runSync('folder cycles', process.execPath, [join(root, 'scripts/check-folder-cycles.mjs')]);
runSync('typecheck', 'npm', ['run', '--silent', 'typecheck']);
runSync('build', process.execPath, [join(root, 'scripts/build.mjs')]);

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

const results = (
  await Promise.all([
    runAsync('unit and API suites', 'npx', ['vitest', 'run', ...reporters('unit')]),
    // The second Node's run starts once the browser suite is done, beside what is left of the first.
    runAsync('browser suite', 'npm', ['run', '--silent', 'test', '-w', '@tessera/e2e', '--', ...reporters('e2e')]).then(async (ok) =>
      secondNode ? [ok, await runUnitSuitesOnSecondNode()] : [ok],
    ),
  ])
).flat();
// Answer-time suites run alone, once the machine is no longer busy with the others.
results.push(await runAsync('timing suites', 'npx', ['vitest', 'run', '--config', 'vitest.timing.config.ts', ...reporters('timing')]));

let passed = 0;
let failed = 0;
for (const name of suites) {
  const file = join(reports, `${name}.json`);
  if (!existsSync(file)) {
    console.error(`[test] the ${name} suite wrote no report: counted as failed`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every(Boolean) && failed === 0 && passed > 0 ? 0 : 1);
