import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverSource = fileURLToPath(new URL('../../', import.meta.url));

/** Every server source file (tests left out), by its path under `src/`. */
function sourceFiles(dir = serverSource): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const [name, text] of sourceFiles(path)) files.set(name, text);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) files.set(relative(serverSource, path).split('\\').join('/'), readFileSync(path, 'utf8'));
  }
  return files;
}

/** The files calling `name(` other than where it is declared. */
function callersOf(files: Map<string, string>, name: string): string[] {
  const call = new RegExp(`(?<!function )\\b${name}\\(`);
  return [...files].filter(([, text]) => call.test(text)).map(([path]) => path).sort();
}

describe('what a live app runs on changes only by a publish or a rollback', () => {
  const files = sourceFiles();

  it('applies live’s queue (its tables, columns and access rules) only when publishing', () => {
    expect(files.size).toBeGreaterThan(100);
    expect(callersOf(files, 'applyLiveQueueIn')).toEqual(['modules/releases/publish.ts']);
    // The one write of live's model is inside the queue's application.
    const liveModelWrites = [...files].filter(([, text]) => /updateEnvironment\([^)]*'live'/.test(text)).map(([path]) => path);
    expect(liveModelWrites).toEqual(['modules/data-schema/live-queue.ts']);
    expect(callersOf(files, 'updateEnvironment')).toEqual(['modules/data-schema/apply-change.ts', 'modules/data-schema/copy-draft-model.ts', 'modules/data-schema/live-queue.ts']);
  });

  it('copies the connected tables’ rules to live when publishing, restores them on rollback, and moves the live release only there', () => {
    expect(callersOf(files, 'copyDraftRulesToLive')).toEqual(['modules/releases/publish.ts']);
    expect(callersOf(files, 'replaceLiveRules')).toEqual(['modules/releases/history.ts']);
    expect(callersOf(files, 'setLiveRelease')).toEqual(['modules/releases/history.ts', 'modules/releases/publish.ts']);
  });
});
