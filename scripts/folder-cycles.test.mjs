import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderCyclesIn, folderOf } from './folder-cycles.mjs';

const trees = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** Writes a source tree (`{ 'a/x.ts': 'source' }`) into a temporary folder and returns its path. */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'folder-cycles-'));
  trees.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), source);
  }
  return root;
}

describe('folderOf', () => {
  it('groups a file by its top-level folder, nested folders one level deeper, top files alone', () => {
    expect(folderOf('pages/settings/Page.tsx')).toBe('pages');
    expect(folderOf('modules/auth/routes.ts', ['modules'])).toBe('modules/auth');
    expect(folderOf('modules/index.ts', ['modules'])).toBe('modules');
    expect(folderOf('main.tsx')).toBe('main.tsx');
  });
});

describe('folderCyclesIn', () => {
  it('reports two folders that import each other, with the imports that form the cycle', async () => {
    const root = tree({
      'app/router.tsx': "import { Page } from '../pages/Page.tsx';\nexport const router = [Page];\n",
      'app/use-title.ts': 'export function useTitle(): string { return "t"; }\n',
      'pages/Page.tsx': "import type { useTitle } from '../app/use-title.ts';\nexport const Page: typeof useTitle | null = null;\n",
    });
    expect(await folderCyclesIn(root)).toEqual([
      { folders: ['app', 'pages'], imports: ['app/router.tsx -> pages/Page.tsx', 'pages/Page.tsx -> app/use-title.ts'] },
    ]);
  });

  it('reports a cycle through three folders, including dynamic imports', async () => {
    const root = tree({
      'a/one.ts': "export { two } from '../b/two.ts';\nexport const one = 1;\n",
      'b/two.ts': "export const two = () => import('../c/three.ts');\n",
      'c/three.ts': "import { one } from '../a/one.ts';\nexport const three = one;\n",
    });
    const cycles = await folderCyclesIn(root);
    expect(cycles.map((cycle) => cycle.folders)).toEqual([['a', 'b', 'c']]);
    expect(cycles[0].imports).toContain('b/two.ts -> c/three.ts');
  });

  it('tells modules apart inside a nested folder', async () => {
    const root = tree({
      'modules/auth/service.ts': "import { invite } from '../invitations/service.ts';\nexport const login = invite;\n",
      'modules/invitations/service.ts': "import type { login } from '../auth/service.ts';\nexport const invite = (l?: typeof login) => l;\n",
    });
    expect((await folderCyclesIn(root, ['modules'])).map((cycle) => cycle.folders)).toEqual([['modules/auth', 'modules/invitations']]);
  });

  it('finds none when imports between folders point one way', async () => {
    const root = tree({
      'main.tsx': "import { router } from './app/router.tsx';\nexport default router;\n",
      'app/router.tsx': "import { Page } from '../pages/Page.tsx';\nexport const router = [Page];\n",
      'pages/Page.tsx': "import { Button } from '../ui/Button.tsx';\nimport { helper } from './helper.ts';\nexport const Page = [Button, helper];\n",
      // A cycle between two files of one folder is not a folder cycle.
      'pages/helper.ts': "import { Page } from './Page.tsx';\nexport const helper = () => Page;\n",
      'ui/Button.tsx': 'export const Button = 1;\n',
      // Tests may import across folders both ways.
      'ui/Button.test.ts': "import { router } from '../app/router.tsx';\nexport const checked = router;\n",
    });
    expect(await folderCyclesIn(root)).toEqual([]);
  });
});
