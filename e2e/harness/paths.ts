import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute paths the harness needs; everything is resolved from this file, not the cwd. */
export const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(e2eDir, '..');
/** The built server; `E2E_SERVER_ENTRY` points the suite at another bundle (e.g. a local preview). */
export const serverEntry = process.env.E2E_SERVER_ENTRY
  ? path.resolve(process.env.E2E_SERVER_ENTRY)
  : path.join(repoRoot, 'apps/server/dist/main.js');
/** The Node that runs the built server: `E2E_SERVER_NODE` (CI runs it on Node 24), else the suite's own. */
export const serverNode = process.env.E2E_SERVER_NODE ? path.resolve(process.env.E2E_SERVER_NODE) : process.execPath;
export const studioDist = path.join(repoRoot, 'apps/studio/dist');
export const playerDist = path.join(repoRoot, 'apps/player/dist');
export const studioIndex = path.join(studioDist, 'index.html');
export const artifactsDir = path.join(e2eDir, 'artifacts');
