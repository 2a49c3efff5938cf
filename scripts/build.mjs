// Builds the studio and the player (Vite) and the server bundle (esbuild) once.
// `--if-stale` skips a target whose output is newer than every source it is built from,
// which keeps a second `npm start` fast.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const ifStale = process.argv.includes('--if-stale');

const targets = [
  {
    name: 'studio',
    workspace: '@tessera/studio',
    output: 'apps/studio/dist/index.html',
    sources: ['apps/studio/src', 'apps/studio/index.html', 'apps/studio/canvas.html', 'apps/studio/vite.config.ts', 'apps/studio/public', 'packages'],
  },
  {
    name: 'player',
    workspace: '@tessera/player',
    output: 'apps/player/dist/index.html',
    sources: ['apps/player/src', 'apps/player/index.html', 'apps/player/vite.config.ts', 'apps/player/public', 'packages'],
  },
  {
    name: 'server',
    workspace: '@tessera/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages'],
  },
];

/** Newest modification time under a path, ignoring dependencies and build outputs. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isStale(target) {
  const output = join(root, target.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return target.sources.some((source) => newestMtime(join(root, source)) > built);
}

for (const target of targets) {
  if (ifStale && !isStale(target)) {
    console.log(`[build] ${target.name} is up to date`);
    continue;
  }
  console.log(`[build] building ${target.name}…`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`[build] ${target.name} failed`);
    process.exit(result.status ?? 1);
  }
}
