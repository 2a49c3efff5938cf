/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/generate-icon-catalogue.mjs', import.meta.url));
const committed = fileURLToPath(new URL('./material-icons.json', import.meta.url));

describe('generate-icon-catalogue', () => {
  it('writes the committed catalogue byte for byte', () => {
    const dir = mkdtempSync(join(tmpdir(), 'icon-catalogue-'));
    try {
      const output = join(dir, 'material-icons.json');
      execFileSync(process.execPath, [script, output], { stdio: 'pipe', timeout: 5000 });
      expect(readFileSync(output).equals(readFileSync(committed))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
