import { defaultAppSettings } from '@tessera/model/definition';
import { applyPatches } from 'immer';
import { describe, expect, test } from 'vitest';
import { findScreen } from '../editor/screen-change.ts';
import { FakeScreenServer, fakeStudio } from '../test-kit/fake-studio.ts';
import { testNode, testScreens } from '../test-kit/studio-fixtures.ts';

async function openHome(server?: FakeScreenServer) {
  const kit = fakeStudio(server ? { server } : {});
  await kit.studio.loadScreens();
  await kit.studio.openScreen('home');
  kit.posted.length = 0;
  return kit;
}

const types = (kit: Awaited<ReturnType<typeof openHome>>) => kit.posted.map((message) => message.type);

describe('the canvas sync', () => {
  test('a connecting canvas gets the render mode, then the open screen with its selection', async () => {
    const kit = await openHome();
    kit.studio.select(['btn']);
    const sent: unknown[] = [];
    kit.studio.connectCanvas((message) => sent.push(message));
    expect(sent).toEqual([
      { type: 'host-render-mode', renderMode: 'edit' },
      { type: 'host-load', screenId: 'home', root: findScreen(kit.state().definition, 'home')!.root, selection: ['btn'], renderMode: 'edit' },
    ]);
  });

  test("edits, undo and redo reach the canvas as patches that replay on the canvas's copy of the root", async () => {
    const kit = await openHome();
    let canvasRoot = findScreen(kit.state().definition, 'home')!.root;
    const follow = () => {
      for (const message of kit.posted.splice(0)) if (message.type === 'host-patches') canvasRoot = applyPatches(canvasRoot, message.patches);
    };
    kit.studio.dispatch({ type: 'drag-create', screenId: 'home', elementType: 'label', parentId: 'root' });
    kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'btn', name: 'text', value: 'Save' });
    follow();
    expect(canvasRoot).toEqual(findScreen(kit.state().definition, 'home')!.root);
    kit.studio.undo();
    kit.studio.undo();
    kit.studio.redo();
    expect(kit.posted.every((message) => message.type !== 'host-load')).toBe(true);
    follow();
    expect(canvasRoot).toEqual(findScreen(kit.state().definition, 'home')!.root);
  });

  test('a tree that did not come by patches (reloaded, discarded) is sent whole', async () => {
    const server = new FakeScreenServer();
    const kit = await openHome(server);
    kit.studio.dispatch({ type: 'drag-create', screenId: 'home', elementType: 'label', parentId: 'root' });
    kit.studio.discardChanges('home');
    expect(kit.posted.at(-1)).toMatchObject({ type: 'host-load', screenId: 'home' });
    server.changeElsewhere('home', testNode('root', 'container'));
    kit.posted.length = 0;
    await kit.studio.reloadScreen('home');
    expect(types(kit)).toEqual(['host-load']);
  });

  test('a screen being fetched is shown once it lands; an edit of a screen that is not shown sends nothing', async () => {
    const server = new FakeScreenServer();
    const kit = await openHome(server);
    const release = server.hold('getScreen');
    const opening = kit.studio.openScreen('other');
    expect(types(kit)).not.toContain('host-load');
    release();
    await opening;
    expect(kit.posted.filter((message) => message.type === 'host-load')).toMatchObject([{ screenId: 'other' }]);
    kit.studio.dispatch({ type: 'copy', screenId: 'other', nodeIds: ['root2'] });
    kit.posted.length = 0;
    // A paste may land on a loaded screen that is not open: the canvas shows another one.
    kit.studio.dispatch({ type: 'paste', screenId: 'home', parentId: 'root' });
    expect(findScreen(kit.state().definition, 'home')!.root.children).toHaveLength(2);
    expect(kit.posted).toEqual([]);
  });

  test('selection, hover and the Run preview follow the state; nothing is sent without a change', async () => {
    const kit = await openHome();
    kit.studio.select(['btn']);
    kit.studio.hover('lbl');
    kit.studio.setRunning(true);
    kit.studio.setRunning(true);
    kit.studio.cancelEditing();
    expect(kit.posted).toEqual([
      { type: 'host-selection', screenId: 'home', nodeIds: ['btn'] },
      { type: 'host-hover', nodeId: 'lbl' },
      { type: 'host-render-mode', renderMode: 'live' },
      { type: 'host-hover', nodeId: null },
      { type: 'host-render-mode', renderMode: 'edit' },
    ]);
  });

  describe('the Run preview app', () => {
    const gathered = (kit: Awaited<ReturnType<typeof openHome>>, settings = defaultAppSettings()) => ({ screens: kit.state().definition.screens, settings });
    const runMessages = (kit: Awaited<ReturnType<typeof openHome>>) => kit.posted.filter((message) => message.type === 'host-run-app');

    test('is sent only while running, without the open screen tree, and again only when the rest changes', async () => {
      const kit = await openHome();
      await kit.studio.openScreen('other');
      await kit.studio.openScreen('home');
      kit.studio.store.setState({ previewToken: 'pt1' });
      kit.posted.length = 0;
      kit.studio.store.setState({ runApp: gathered(kit) });
      expect(runMessages(kit)).toEqual([]);
      kit.studio.setRunning(true);
      const app = gathered(kit);
      kit.studio.store.setState({ runApp: app });
      expect(types(kit)).toEqual(['host-render-mode', 'host-run-app']);
      expect(kit.posted[1]).toEqual({
        type: 'host-run-app',
        openScreen: { id: 'home', name: 'Home', kind: 'screen', isMobile: false, isDesktop: true },
        screens: [{ id: 'other', name: 'Other', kind: 'screen', isMobile: true, isDesktop: false, root: findScreen(kit.state().definition, 'other')!.root }],
        settings: app.settings,
        previewToken: 'pt1',
      });
      // A new gathering of the same screens and settings sends nothing; new settings do.
      kit.studio.store.setState({ runApp: { ...app } });
      expect(runMessages(kit)).toHaveLength(1);
      kit.studio.store.setState({ runApp: { ...app, settings: { ...app.settings, environment: [{ name: 'API', value: 'x' }] } } });
      expect(runMessages(kit)).toHaveLength(2);
      // Another screen changed: sent again.
      kit.studio.dispatch({ type: 'drag-create', screenId: 'other', elementType: 'label', parentId: 'root2' });
      kit.studio.store.setState({ runApp: gathered(kit) });
      expect(runMessages(kit)).toHaveLength(3);
      expect(runMessages(kit)[2]).toMatchObject({ screens: [{ id: 'other', root: findScreen(kit.state().definition, 'other')!.root }] });
      kit.studio.setRunning(false);
      kit.posted.length = 0;
      kit.studio.dispatch({ type: 'drag-create', screenId: 'other', elementType: 'label', parentId: 'root2' });
      expect(runMessages(kit)).toEqual([]);
    });

    test('follows a new host-load and a reconnecting canvas', async () => {
      const kit = await openHome();
      await kit.studio.openScreen('other');
      await kit.studio.openScreen('home');
      kit.studio.store.setState({ previewToken: 'pt1' });
      kit.studio.setRunning(true);
      kit.studio.store.setState({ runApp: gathered(kit) });
      kit.posted.length = 0;
      await kit.studio.openScreen('other');
      expect(types(kit)).toEqual(['host-load', 'host-run-app']);
      expect(kit.posted[1]).toMatchObject({ openScreen: { id: 'other' }, screens: [{ id: 'home' }] });
      const sent: { type: string }[] = [];
      kit.studio.connectCanvas((message) => sent.push(message));
      expect(sent.map((message) => message.type)).toEqual(['host-render-mode', 'host-load', 'host-run-app']);
    });

    test('waits for the first preview token and sends the app again with each renewed one', async () => {
      const kit = await openHome();
      await kit.studio.openScreen('other');
      await kit.studio.openScreen('home');
      kit.studio.setRunning(true);
      kit.studio.store.setState({ runApp: gathered(kit) });
      expect(runMessages(kit)).toEqual([]);
      kit.studio.store.setState({ previewToken: 'pt1' });
      expect(runMessages(kit)).toMatchObject([{ previewToken: 'pt1' }]);
      kit.studio.store.setState({ previewToken: 'pt1' });
      expect(runMessages(kit)).toHaveLength(1);
      kit.studio.store.setState({ previewToken: 'pt2' });
      expect(runMessages(kit)).toMatchObject([{ previewToken: 'pt1' }, { previewToken: 'pt2', openScreen: { id: 'home' } }]);
    });
  });

  test('nothing is sent once the studio is disposed', async () => {
    const kit = await openHome();
    kit.studio.dispose();
    kit.studio.dispatch({ type: 'drag-create', screenId: 'home', elementType: 'label', parentId: 'root' });
    expect(kit.posted).toEqual([]);
    expect(testScreens()).toHaveLength(2);
  });
});
