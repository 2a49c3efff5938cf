import { type ElementNode, MAX_SCREEN_NESTING, measureElementTree, screenTreeLimitMessages } from '@tessera/model/definition';
import { describe, expect, test } from 'vitest';
import { findScreen } from '../editor/screen-change.ts';
import { FakeScreenServer, fakeStudio } from '../test-kit/fake-studio.ts';
import { testNode, testScreens } from '../test-kit/studio-fixtures.ts';

/** A chain of `levels` containers whose ids start with `prefix`. */
function chain(prefix: string, levels: number): ElementNode {
  let deepest = testNode(`${prefix}${levels - 1}`, 'container');
  for (let level = levels - 2; level >= 0; level--) deepest = testNode(`${prefix}${level}`, 'container', [deepest]);
  return deepest;
}

/** Home with a chain of `levels` containers under its root (so `levels + 1` in all) and a label. */
function studioWithHome(levels: number) {
  const [home, other] = testScreens();
  const root = testNode('root', 'container', [testNode('lbl', 'label'), chain('d', levels)]);
  return fakeStudio({ server: new FakeScreenServer([{ ...home!, root }, other!]) });
}

describe('the screen tree limits in the studio', () => {
  test('a paste, a drop or a move that would nest past the limit is refused with its message, and changes nothing', async () => {
    const kit = studioWithHome(MAX_SCREEN_NESTING - 1);
    await kit.studio.loadScreens();
    await kit.studio.openScreen('home');
    const deepest = `d${MAX_SCREEN_NESTING - 2}`;
    const before = findScreen(kit.state().definition, 'home')!.root;
    kit.studio.dispatch({ type: 'copy', screenId: 'home', nodeIds: ['d0'] });
    kit.studio.dispatch({ type: 'paste', screenId: 'home', parentId: deepest });
    kit.studio.dispatch({ type: 'drag-create', screenId: 'home', elementType: 'label', parentId: deepest });
    kit.studio.dispatch({ type: 'drag-move', screenId: 'home', nodeId: 'lbl', parentId: deepest, index: 0, dragId: 'g1' });
    expect(kit.refusals).toEqual(Array.from({ length: 3 }, () => ({ code: 'tree-too-deep', message: screenTreeLimitMessages.tooDeep, params: { max: MAX_SCREEN_NESTING } })));
    expect(findScreen(kit.state().definition, 'home')!.root).toBe(before);
    expect(kit.state().dirty.home).toBe(false);
  });

  test('a screen stored past the limit opens cut to it, read-only, and is never saved', async () => {
    const kit = studioWithHome(200);
    await kit.studio.loadScreens();
    await kit.studio.openScreen('home');
    expect(kit.state().screenLoad).toEqual({ status: 'ready' });
    expect(kit.state().overLimit).toEqual({ home: screenTreeLimitMessages.tooDeep });
    const root = findScreen(kit.state().definition, 'home')!.root;
    expect(measureElementTree(root).levels).toBe(MAX_SCREEN_NESTING);
    const load = kit.posted.filter((message) => message.type === 'host-load').at(-1);
    expect(load?.type === 'host-load' && load.root).toBe(root);

    kit.studio.dispatch({ type: 'remove', screenId: 'home', nodeIds: ['d0'] });
    kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'lbl', name: 'text', value: 'Mine' });
    expect(kit.refusals.map((refusal) => refusal.code)).toEqual(['screen-over-limit', 'screen-over-limit']);
    expect(findScreen(kit.state().definition, 'home')!.root).toBe(root);
    expect(await kit.studio.save('home')).toBe(false);
    expect(kit.server.saves).toEqual([]);
    expect(kit.errors).toEqual([screenTreeLimitMessages.tooDeep]);

    // Other screens stay editable, and a copy within the limits reloaded from the server opens as any.
    await kit.studio.openScreen('other');
    kit.studio.dispatch({ type: 'drag-create', screenId: 'other', elementType: 'label', parentId: 'root2' });
    expect(kit.state().dirty.other).toBe(true);
    kit.server.changeElsewhere('home', testNode('root', 'container', [chain('d', 5)]));
    await kit.studio.openScreen('home', { reload: true });
    expect(kit.state().overLimit).toEqual({});
    kit.studio.dispatch({ type: 'remove', screenId: 'home', nodeIds: ['d0'] });
    expect(kit.state().dirty.home).toBe(true);
  });
});
