// `npm start`: installs what is missing, builds what is stale, then runs the platform
// (studio + player + API) on http://localhost:3000 with embedded PGlite under ./data unless DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode('start');

const root = fileURLToPath(new URL('..', import.meta.url));

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function dependenciesMissing() {
  const installed = join(root, 'node_modules/.package-lock.json');
  if (!existsSync(installed)) return true;
  return statSync(join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs;
}

if (dependenciesMissing()) {
  console.log('[start] installing dependencies…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}
run(process.execPath, [join(root, 'scripts/build.mjs'), '--if-stale']);

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
