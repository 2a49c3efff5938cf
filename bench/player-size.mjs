// Gzip size of the player's JavaScript (ARCHITECTURE §7: ≤ 150 KB for a 10-screen app), and of
// the generated 10-screen app's screens (JSON the player fetches, not JS).
// Usage: node bench/player-size.mjs   (needs `node scripts/build.mjs` or `npm run build -w @tessera/player` first)
// Every script the player's index.html loads (the entry and what it imports statically, which
// is all the player has: it splits nothing) is gzipped at level 9, as a CDN serves it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';
import { screenNames, screenTree } from './player/ten-screen-app.mjs';

const BUDGET_BYTES = 150 * 1024;
const dist = join(root, 'apps/player/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('apps/player/dist is missing: run `node scripts/build.mjs` first.');
  process.exit(1);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;

let raw = 0;
let zipped = 0;
for (const file of readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'))) {
  const body = readFileSync(join(dist, 'assets', file));
  raw += body.length;
  zipped += gzip(body);
  console.log(`assets/${file}: ${kb(body.length)} raw, ${kb(gzip(body))} gzip`);
}
const css = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.css'));
for (const file of css) console.log(`assets/${file} (style, not counted): ${kb(gzip(readFileSync(join(dist, 'assets', file))))} gzip`);

const screens = screenNames.map((name, index) => ({ id: `screen-${index}`, name, kind: 'screen', isMobile: false, isDesktop: true, root: screenTree(index, screenNames) }));
const appJson = Buffer.from(JSON.stringify({ screens }));
console.log(`10-screen app definition (JSON the player fetches): ${kb(appJson.length)} raw, ${kb(gzip(appJson))} gzip`);
console.log(`player JS: ${kb(raw)} raw, ${kb(zipped)} gzip (budget ${kb(BUDGET_BYTES)}; the same for any number of screens: screens are data)`);
if (zipped > BUDGET_BYTES) process.exitCode = 1;
