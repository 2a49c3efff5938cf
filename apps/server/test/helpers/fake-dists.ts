import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built player as the server sees it: index.html, a hashed asset and the two icons. */
export function fakePlayerDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-player-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>App</title><script type="module" src="/player/assets/index-abc123.js"></script></head><body><div id="app"></div></body></html>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("player")');
  mkdirSync(join(dir, 'icons'));
  for (const size of [192, 512]) writeFileSync(join(dir, 'icons', `icon-${size}.png`), Buffer.from([0x89, 0x50, 0x4e, 0x47, size % 256]));
  return dir;
}
