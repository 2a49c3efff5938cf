import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute paths the harness needs; everything is resolved from this file, not the cwd. */
export const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(e2eDir, '..');
export const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
export const studioIndex = path.join(repoRoot, 'apps/studio/dist/index.html');
export const artifactsDir = path.join(e2eDir, 'artifacts');
