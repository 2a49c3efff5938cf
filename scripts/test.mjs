// `npm test`: the whole suite. Type-checks, builds once, then runs the unit + API suites
// (vitest) and the browser suite (e2e, against the built server) side by side.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

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

runSync('import boundaries', process.execPath, [join(root, 'scripts/check-boundaries.mjs')]);
runSync('typecheck', 'npm', ['run', '--silent', 'typecheck']);
runSync('build', process.execPath, [join(root, 'scripts/build.mjs')]);

const results = await Promise.all([
  runAsync('unit and API suites', 'npx', ['vitest', 'run']),
  runAsync('browser suite', 'npm', ['run', '--silent', 'test:e2e']),
]);
process.exit(results.every(Boolean) ? 0 : 1);
