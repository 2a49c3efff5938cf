import { existsSync, mkdirSync } from 'node:fs';
import { artifactsDir, serverEntry, studioIndex } from './paths.ts';

/** Fails the run at once when the built app is missing: the e2e suite drives the real build. */
export default function setup(): void {
  const missing = [serverEntry, studioIndex].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`Build first: npm run build (missing: ${missing.join(', ')})`);
  }
  mkdirSync(artifactsDir, { recursive: true });
}
