// Gzip size of the JS the /login route loads: the entry chunk of dist/index.html plus every chunk
// it imports statically, recursively (lazy `import()` chunks excluded). Budget: ARCHITECTURE §7.
// Usage: node apps/studio/scripts/login-route-size.mjs   (after `npm run build -w @tessera/studio`)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('No module entry in dist/index.html');

const seen = new Set();
const pending = [entry];
while (pending.length > 0) {
  const file = pending.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  // Static imports only: `import ... from "./x.js"` and bare `import "./x.js"`, not `import("./x.js")`.
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g)) {
    pending.push(join(dirname(file), match[1]));
  }
}

let total = 0;
for (const file of [...seen].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${String(size).padStart(8)}  ${file}`);
}
console.log(`${String(total).padStart(8)}  total gzip bytes (${(total / 1024).toFixed(1)} KB, budget ${BUDGET_BYTES / 1024} KB)`);
if (total > BUDGET_BYTES) {
  console.error('Over budget');
  process.exit(1);
}
