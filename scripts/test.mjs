// `npm test`: the whole suite. Lints (ESLint, with the package boundaries), checks that no folders
// import each other in a cycle, type-checks, builds once, then runs the unit + API suites (vitest)
// and the browser suite (e2e, against the built server) side by side.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

function runAsync(label, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
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

const results = await Promise.all([
  runAsync('unit and API suites', 'npx', ['vitest', 'run', ...reporters('unit')]),
  runAsync('browser suite', 'npm', ['run', '--silent', 'test', '-w', '@tessera/e2e', '--', ...reporters('e2e')]),
]);
// Answer-time suites run alone, once the machine is no longer busy with the others.
results.push(await runAsync('timing suites', 'npx', ['vitest', 'run', '--config', 'vitest.timing.config.ts', ...reporters('timing')]));

let passed = 0;
let failed = 0;
for (const name of ['unit', 'e2e', 'timing']) {
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
