// Fails when folders import each other in a cycle: the server's modules and its top-level folders,
// and the studio's and the player's top-level folders. Prints each cycle with the imports that form it.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderCyclesIn } from './folder-cycles.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const trees = [
  { path: 'apps/server/src', nested: ['modules'] },
  { path: 'apps/studio/src', nested: [] },
  { path: 'apps/player/src', nested: [] },
];

let found = 0;
for (const tree of trees) {
  for (const cycle of await folderCyclesIn(join(root, tree.path), tree.nested)) {
    found += 1;
    console.error(`${tree.path}: ${cycle.folders.join(', ')} import each other`);
    for (const line of cycle.imports) console.error(`  ${line}`);
  }
}
if (found > 0) {
  console.error(`[folder cycles] ${found} cycle(s): make the imports between these folders point one way`);
  process.exit(1);
}
console.log('[folder cycles] no folder imports itself through others');
