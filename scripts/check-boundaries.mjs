// Fails when an import crosses the layering of ARCHITECTURE §2:
// packages/* import no app code, model imports no React and no Node built-ins,
// the server never imports the studio and the studio never imports the server.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const nodeBuiltins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

const rules = [
  {
    folder: 'packages/model/src',
    forbidden: (spec) =>
      nodeBuiltins.has(spec) || /^react(-dom)?(\/|$)/.test(spec) || /apps\//.test(spec) || spec.startsWith('@tessera/server') || spec.startsWith('@tessera/studio'),
    why: 'packages/model imports no React, no Node built-ins and no app code',
  },
  {
    folder: 'packages/catalog/src',
    forbidden: (spec) => nodeBuiltins.has(spec) || /^react(-dom)?(\/|$)/.test(spec) || /apps\//.test(spec) || /^@tessera\//.test(spec),
    why: 'packages/catalog is data: no React, no Node built-ins, no other package',
  },
  {
    folder: 'apps/server/src',
    forbidden: (spec) => spec.startsWith('@tessera/studio') || /studio\/src/.test(spec),
    why: 'apps/server never imports apps/studio; share through packages/*',
  },
  {
    folder: 'apps/studio/src',
    forbidden: (spec) => spec.startsWith('@tessera/server') || /server\/src/.test(spec) || nodeBuiltins.has(spec),
    why: 'apps/studio never imports server code or Node built-ins',
  },
];

function* sourceFiles(path) {
  for (const entry of readdirSync(path)) {
    const full = join(path, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) yield full;
  }
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const problems = [];
for (const rule of rules) {
  for (const file of sourceFiles(join(root, rule.folder))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2];
      if (rule.forbidden(spec)) problems.push(`${relative(root, file)} imports '${spec}': ${rule.why}`);
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('[boundaries] imports follow the layering');
