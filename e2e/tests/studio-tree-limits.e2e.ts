import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectPath, expectVisible } from '../harness/expect.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

// Runs on Postgres: a screen stored before the tree limits is seeded as a row.
const e2e = useE2E({ name: 'studio-tree-limits', postgres: true });

/** The limits' texts, retyped (not imported) so a drift of the shared constants shows here. */
const TOO_DEEP = "A screen's elements can be nested at most 64 levels deep.";
const STORED_OVER_LIMIT = 'This screen was stored past that limit before screens had it, so it opens read-only and shows only what fits within the limit.';

interface TreeNode {
  id: string;
  type: string;
  props: Record<string, unknown>;
  style: Record<string, string>;
  bindings: Record<string, string>;
  events: Record<string, unknown>;
  children: TreeNode[];
}

const node = (id: string, type: string, children: TreeNode[] = [], props: Record<string, unknown> = {}, style: Record<string, string> = {}): TreeNode => ({
  id,
  type,
  props,
  style,
  bindings: {},
  events: {},
  children,
});

/**
 * `levels` nested containers of the kinds that hold elements (n0 the root, level 1), each with a
 * little padding so every level shows; the deepest, at level `levels`, holds what `innermost` gives.
 */
function nested(levels: number, innermost: TreeNode[]): TreeNode {
  const kinds = ['container', 'column', 'card', 'row', 'form'];
  let deepest = node(`n${levels - 1}`, 'container', innermost, {}, { padding: '2px', minHeight: '40px' });
  for (let level = levels - 2; level >= 0; level--) deepest = node(`n${level}`, level === 0 ? 'container' : kinds[level % kinds.length]!, [deepest], {}, { padding: '2px' });
  return deepest;
}

/** An account with a project and one blank screen, signed in on the studio. */
async function openStudioWithScreen(prefix: string) {
  const email = uniqueEmail(prefix);
  const { workspace } = await e2e.api.createActiveAccount(email);
  const api = await StudioApi.as(e2e.api, email, workspace);
  const projectId = await api.createProject('Limits');
  const created = await api.createScreen(projectId, 'Deep');
  assert(created.status === 201, `creating the screen gave HTTP ${created.status}`);
  const { tokenString } = await e2e.api.login(email);
  const save = (root: TreeNode) =>
    fetch(`${e2e.baseUrl}/api/projects/${projectId}/screens/${created.body.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenString}`, domainname: workspace },
      body: JSON.stringify({ version: 1, root }),
    });
  const open = async () => {
    const page = e2e.page;
    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(email, PASSWORD);
    await expectPath(page, ProjectsPage.path(workspace));
    const studio = await new StudioPage(page).goto(workspace, projectId);
    await studio.expectOpenScreen('Deep');
    return studio;
  };
  return { workspace, projectId, screenId: created.body.id, save, open };
}

describe('design studio: the limits of a screen tree', () => {
  test('a screen at the nesting limit opens whole; a paste that would nest deeper is refused with the limit', async () => {
    const { save, open } = await openStudioWithScreen('limit');
    // 63 nested containers; the deepest holds a label and an empty container: 64 levels.
    const saved = await save(nested(63, [node('leaf', 'label', [], { text: 'Deepest label' }), node('box', 'container', [], {}, { height: '60px' })]));
    assert(saved.status === 200, `saving a tree at the limit gave HTTP ${saved.status}: ${await saved.text()}`);
    const studio = await open();
    await studio.expectValue(async () => String(await studio.canvas.locator('[data-node-id]').count()), '65', 'every element of the 64 levels on the canvas');
    await expectVisible(studio.canvasNode('leaf').getByText('Deepest label'), 'the label at level 64');
    await e2e.snap('01-at-the-limit');

    // Copy the label at level 64, select the empty container beside it and paste: level 65.
    await studio.clickOnCanvas('leaf');
    await studio.expectSelected('leaf', 'the deepest label');
    await e2e.page.keyboard.press('Control+c');
    await studio.clickOnCanvas('box');
    await studio.expectSelected('box', 'the empty container at level 64');
    await e2e.page.keyboard.press('Control+v');
    await expectVisible(e2e.page.locator('[data-sonner-toast]').filter({ hasText: TOO_DEEP }), 'the limit in a toast');
    await studio.expectCanvasCount('label', 1, 'labels after the refused paste');
    await studio.expectSaveState('saved');
    await e2e.snap('02-paste-refused');
  });

  test('a screen stored deeper than the limit opens read-only, cut to the limit, with the reason', async () => {
    const { projectId, screenId, open } = await openStudioWithScreen('stored');
    assert(e2e.db, 'the file runs on Postgres');
    const client = await e2e.db.connect();
    try {
      const legacy = nested(400, [node('lost', 'label', [], { text: 'Level 401' })]);
      const updated = await client.query('UPDATE screens SET root = $1 WHERE id = $2 AND project_id = $3', [JSON.stringify(legacy), screenId, projectId]);
      assert(updated.rowCount === 1, 'the seeded tree replaced the screen');
    } finally {
      await client.end();
    }
    const studio = await open();
    await expectVisible(e2e.page.getByTestId('screen-over-limit-notice').getByText(TOO_DEEP, { exact: false }), 'the limit in the notice');
    await expectVisible(e2e.page.getByTestId('screen-over-limit-notice').getByText(STORED_OVER_LIMIT, { exact: false }), 'why the screen is read-only');
    await studio.expectValue(async () => String(await studio.canvas.locator('[data-node-id]').count()), '64', 'the 64 levels shown on the canvas');
    await studio.expectCanvasCount('label', 0, 'the label below the limit, left out');
    await e2e.snap('03-stored-over-limit');

    // Read-only: the palette is disabled and Delete on a shown element changes nothing.
    await expectVisible(e2e.page.locator('[data-testid=palette-item-button]:disabled'), 'the palette, disabled');
    await studio.clickOnCanvas('n3');
    await e2e.page.keyboard.press('Delete');
    await studio.expectValue(async () => String(await studio.canvas.locator('[data-node-id]').count()), '64', 'the elements after Delete');
    await studio.expectSaveState('saved');
  });
});
