import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { artifactsDir, serverEntry, studioIndex } from './paths.ts';

/** Fails the run at once when the built app is missing: the e2e suite drives the real build. */
export default function setup(): void {
  const missing = [serverEntry, studioIndex].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`Build first: npm run build (missing: ${missing.join(', ')})`);
  }
  // Screenshots of this run only: stale ones from an earlier run would mislead.
  rmSync(artifactsDir, { recursive: true, force: true });
  mkdirSync(artifactsDir, { recursive: true });
}
