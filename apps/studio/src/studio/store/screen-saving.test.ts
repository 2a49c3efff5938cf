import { describe, expect, test } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { findScreen } from '../editor/screen-change.ts';
import { fakeStudio } from '../test-kit/fake-studio.ts';
import { testNode } from '../test-kit/studio-fixtures.ts';

async function editedHome() {
  const kit = fakeStudio();
  await kit.studio.loadScreens();
  await kit.studio.openScreen('home');
  kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'btn', name: 'text', value: 'Mine' });
  return kit;
}

const buttonText = (kit: Awaited<ReturnType<typeof editedHome>>) =>
  findScreen(kit.state().definition, 'home')!.root.children[0]!.children[0]!.props.text;

describe('saving a screen', () => {
  test('a save sends the version it loaded, stores the next one and clears dirty', async () => {
    const kit = await editedHome();
    expect(await kit.studio.save('home')).toBe(true);
    expect(kit.server.saves).toEqual([{ screenId: 'home', version: 1, root: findScreen(kit.state().definition, 'home')!.root }]);
    expect(kit.state().versions.home).toBe(2);
    expect(kit.state().dirty.home).toBe(false);
    expect(kit.state().saving).toEqual({});
    expect(kit.state().screens.find((screen) => screen.id === 'home')!.version).toBe(2);
    // The next save sends the new version.
    kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'btn', name: 'text', value: 'Again' });
    expect(await kit.studio.save('home')).toBe(true);
    expect(kit.server.saves.at(-1)!.version).toBe(2);
  });

  test('Ctrl+S from the canvas saves the screen', async () => {
    const kit = await editedHome();
    kit.studio.dispatch({ type: 'save', screenId: 'home' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(kit.server.saves).toHaveLength(1);
  });

  test('a stale save opens the conflict modal and keeps the changes', async () => {
    const kit = await editedHome();
    kit.server.changeElsewhere('home', testNode('root', 'container', [testNode('theirs', 'label')]));
    expect(await kit.studio.save('home')).toBe(false);
    expect(kit.state().conflict).toEqual({ screenId: 'home', screenName: 'Home', busy: false });
    expect(kit.state().dirty.home).toBe(true);
    expect(kit.errors).toEqual([]);
  });

  test('Cancel keeps the local changes unsaved', async () => {
    const kit = await editedHome();
    kit.server.changeElsewhere('home', testNode('root', 'container'));
    await kit.studio.save('home');
    expect(await kit.studio.resolveConflict('cancel')).toBe(false);
    expect(kit.state().conflict).toBeNull();
    expect(kit.state().dirty.home).toBe(true);
    expect(buttonText(kit)).toBe('Mine');
  });

  test('Reload takes the server screen and clears its history', async () => {
    const kit = await editedHome();
    kit.server.changeElsewhere('home', testNode('root', 'container', [testNode('theirs', 'label')]));
    await kit.studio.save('home');
    kit.posted.length = 0;
    expect(await kit.studio.resolveConflict('reload')).toBe(true);
    expect(findScreen(kit.state().definition, 'home')!.root.children.map((node) => node.id)).toEqual(['theirs']);
    expect(kit.state()).toMatchObject({ conflict: null, canUndo: false, canRedo: false });
    expect(kit.state().versions.home).toBe(2);
    expect(kit.state().dirty.home).toBe(false);
    expect(kit.posted.at(-1)).toMatchObject({ type: 'host-load', screenId: 'home' });
  });

  test('Overwrite saves the local tree over the current version', async () => {
    const kit = await editedHome();
    kit.server.changeElsewhere('home', testNode('root', 'container'));
    await kit.studio.save('home');
    expect(await kit.studio.resolveConflict('overwrite')).toBe(true);
    expect(kit.server.saves.at(-1)!.version).toBe(2);
    expect(kit.server.screens.get('home')!.root.children[0]!.children[0]!.props.text).toBe('Mine');
    expect(kit.state()).toMatchObject({ conflict: null });
    expect(kit.state().versions.home).toBe(3);
    expect(kit.state().dirty.home).toBe(false);
    // The local history survives an overwrite: the user may still undo their own edits.
    expect(kit.state().canUndo).toBe(true);
  });

  test('another refusal shows its message and keeps the changes', async () => {
    const kit = await editedHome();
    kit.server.failNext = { call: 'saveScreen', error: new ApiError(400, 'validation_failed', 'root.children[0].props.text: expected string') };
    expect(await kit.studio.save('home')).toBe(false);
    expect(kit.errors).toEqual(['root.children[0].props.text: expected string']);
    expect(kit.state().saveErrors.home).toBe('root.children[0].props.text: expected string');
    expect(kit.state().dirty.home).toBe(true);
    expect(kit.state().conflict).toBeNull();
    expect(await kit.studio.save('home')).toBe(true);
    expect(kit.state().saveErrors).toEqual({});
  });

  test('an edit made while the save is out keeps the screen dirty', async () => {
    const kit = await editedHome();
    const saving = kit.studio.save('home');
    expect(kit.state().saving.home).toBe(true);
    kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'lbl', name: 'text', value: 'Later' });
    expect(await saving).toBe(true);
    expect(kit.state().dirty.home).toBe(true);
  });

  test('a save asked for while one is out resolves once the later edits are stored too', async () => {
    const kit = await editedHome();
    const release = kit.server.hold('saveScreen');
    const first = kit.studio.save('home');
    kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'lbl', name: 'text', value: 'Later' });
    const second = kit.studio.save('home');
    release();
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(kit.server.saves.map((save) => save.version)).toEqual([1, 2]);
    expect(kit.server.screens.get('home')!.root.children[0]!.children[1]!.props.text).toBe('Later');
    expect(kit.state().dirty.home).toBe(false);
    expect(kit.state().versions.home).toBe(3);
  });

  test('a save asked for while a refused one is out resolves false and keeps the changes', async () => {
    const kit = await editedHome();
    kit.server.changeElsewhere('home', testNode('root', 'container'));
    const first = kit.studio.save('home');
    const second = kit.studio.save('home');
    expect(await first).toBe(false);
    expect(await second).toBe(false);
    expect(kit.server.saves).toEqual([]);
    expect(kit.state().dirty.home).toBe(true);
  });
});
