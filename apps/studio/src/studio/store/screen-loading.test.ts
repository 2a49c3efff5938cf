import { describe, expect, test } from 'vitest';
import { findScreen, putScreen } from '../editor/screen-change.ts';
import { fakeStudio } from '../test-kit/fake-studio.ts';
import { testNode } from '../test-kit/studio-fixtures.ts';

/** Home open and clean, with someone else's newer copy on the server. */
async function homeChangedElsewhere() {
  const kit = fakeStudio();
  await kit.studio.loadScreens();
  await kit.studio.openScreen('home');
  kit.server.changeElsewhere('home', testNode('root', 'container', [testNode('theirs', 'label')]));
  return kit;
}

const homeRoot = (kit: Awaited<ReturnType<typeof homeChangedElsewhere>>) => findScreen(kit.state().definition, 'home')!.root;

describe('reloading a screen', () => {
  test('a clean screen is replaced by the server copy', async () => {
    const kit = await homeChangedElsewhere();
    await kit.studio.openScreen('home', { reload: true });
    expect(homeRoot(kit).children.map((node) => node.id)).toEqual(['theirs']);
    expect(kit.state().versions.home).toBe(2);
  });

  test('edits of the open screen are refused while it loads, and change nothing', async () => {
    const kit = await homeChangedElsewhere();
    const release = kit.server.hold('getScreen');
    const reloading = kit.studio.openScreen('home', { reload: true });
    expect(kit.state().screenLoad).toEqual({ status: 'loading' });
    const before = homeRoot(kit);
    kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'btn', name: 'text', value: 'Mine' });
    kit.studio.dispatch({ type: 'remove', screenId: 'home', nodeIds: ['lbl'] });
    expect(homeRoot(kit)).toBe(before);
    expect(kit.state().dirty.home).toBe(false);
    expect(kit.state().canUndo).toBe(false);
    expect(kit.refusals.map((refusal) => refusal.code)).toEqual(['screen-loading', 'screen-loading']);
    release();
    await reloading;
    expect(kit.state().screenLoad).toEqual({ status: 'ready' });
    expect(homeRoot(kit).children.map((node) => node.id)).toEqual(['theirs']);
    // Once loaded, the screen takes edits again.
    kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'theirs', name: 'text', value: 'Mine' });
    expect(kit.state().dirty.home).toBe(true);
  });

  test('a screen changed while its fetch was out keeps the local tree, version and history', async () => {
    const kit = fakeStudio();
    await kit.studio.loadScreens();
    await kit.studio.openScreen('home');
    kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'btn', name: 'text', value: 'Mine' });
    expect(await kit.studio.save('home')).toBe(true);
    const release = kit.server.hold('getScreen');
    kit.server.changeElsewhere('home', testNode('root', 'container', [testNode('theirs', 'label')]));
    const reloading = kit.studio.openScreen('home', { reload: true });
    // A change that reaches the screen by another way than the refused edits.
    const state = kit.state();
    const local = testNode('root', 'container', [testNode('mine', 'label')]);
    kit.studio.store.setState({
      definition: putScreen(state.definition, { ...findScreen(state.definition, 'home')!, root: local }),
      dirty: { ...state.dirty, home: true },
    });
    release();
    await reloading;
    expect(kit.state().screenLoad).toEqual({ status: 'ready' });
    expect(homeRoot(kit)).toBe(local);
    expect(kit.state().dirty.home).toBe(true);
    expect(kit.state().versions.home).toBe(2);
    expect(kit.state().canUndo).toBe(true);
    // Saving it meets the newer server copy: the conflict modal decides.
    expect(await kit.studio.save('home')).toBe(false);
    expect(kit.state().conflict?.screenId).toBe('home');
  });
});
