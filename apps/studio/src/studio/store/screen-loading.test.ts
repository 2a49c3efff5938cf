import { describe, expect, test } from 'vitest';
import { findScreen, putScreen } from '../editor/screen-change.ts';
import { fakeStudio, FakeScreenServer } from '../test-kit/fake-studio.ts';
import type { StudioServices } from './studio-services.ts';
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

/** A studio whose service calls are logged in order (`getScreen:<id>`, `listScreens`). */
function loggedStudio(lastVisited: string) {
  const server = new FakeScreenServer();
  const calls: string[] = [];
  const services = server.services();
  const logged: StudioServices = {
    ...services,
    listScreens: () => (calls.push('listScreens'), services.listScreens()),
    getScreen: (screenId) => (calls.push(`getScreen:${screenId}`), services.getScreen(screenId)),
  };
  return { ...fakeStudio({ server, services: logged, lastVisited }), calls };
}

describe("the studio's first load", () => {
  test('fetches the screen the tab last visited alongside the list, once, and opens it when the list chooses it', async () => {
    const kit = loggedStudio('other');
    const release = kit.server.hold('listScreens');
    const loading = kit.studio.loadScreensAndOpen();
    expect(kit.calls).toEqual(['getScreen:other', 'listScreens']);
    release();
    await loading;
    expect(kit.calls).toEqual(['getScreen:other', 'listScreens']);
    expect(kit.state().openScreenId).toBe('other');
    expect(kit.state().screenLoad).toEqual({ status: 'ready' });
    expect(findScreen(kit.state().definition, 'other')!.root.id).toBe('root2');
  });

  test('a remembered screen deleted since: the first page screen opens, and the early fetch shows no error', async () => {
    const kit = loggedStudio('gone');
    await kit.studio.loadScreensAndOpen();
    expect(kit.calls).toEqual(['getScreen:gone', 'listScreens', 'getScreen:home']);
    expect(kit.state().openScreenId).toBe('home');
    expect(kit.state().screenLoad).toEqual({ status: 'ready' });
    expect(kit.errors).toEqual([]);
  });

  test('an early fetch that failed is sent again once the list chose the screen', async () => {
    const kit = loggedStudio('other');
    kit.server.failNext = { call: 'getScreen', error: new Error('offline for a moment') };
    await kit.studio.loadScreensAndOpen();
    expect(kit.calls).toEqual(['getScreen:other', 'listScreens', 'getScreen:other']);
    expect(kit.state().openScreenId).toBe('other');
    expect(kit.state().screenLoad).toEqual({ status: 'ready' });
  });

  test('in another mode only the list is fetched', async () => {
    const kit = fakeStudio({ lastVisited: 'other', mode: 'configManager' });
    await kit.studio.loadScreensAndOpen();
    expect(kit.state().screensLoad).toEqual({ status: 'ready' });
    expect(kit.state().openScreenId).toBeNull();
  });
});
