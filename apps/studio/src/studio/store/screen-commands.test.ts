import { describe, expect, test } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { fakeStudio } from '../test-kit/fake-studio.ts';
import { testNode } from '../test-kit/studio-fixtures.ts';

describe('screen commands', () => {
  test("a refused create (the plan's screen allowance) answers the message for the name form and opens nothing", async () => {
    const kit = fakeStudio();
    await kit.studio.loadScreens();
    await kit.studio.openScreen('home');
    const message = 'The Free plan allows 50 screens. Change the plan in Settings › Billing to add more.';
    kit.server.failNext = { call: 'createScreen', error: new ApiError(403, 'plan_limit', message) };
    expect(await kit.studio.createScreen({ name: 'Too many' })).toBe(message);
    // Shown in the form only: no toast behind the dialog.
    expect(kit.errors).toEqual([]);
    expect(kit.state().openScreenId).toBe('home');
    expect(kit.state().screens).toHaveLength(2);
    expect(kit.state().screensBusy).toBe(false);
  });

  test('rename, duplicate, set start and delete follow the server', async () => {
    const kit = fakeStudio();
    await kit.studio.loadScreens();
    await kit.studio.openScreen('home');
    expect(await kit.studio.renameScreen('home', 'Start')).toBeNull();
    expect(kit.state().screens[0]!.name).toBe('Start');
    expect(kit.state().definition.screens[0]!.name).toBe('Start');
    expect(await kit.studio.duplicateScreen('home')).toBe(true);
    expect(kit.state().screens.map((screen) => screen.id)).toEqual(['home', 'home-copy', 'other']);
    expect(await kit.studio.setStartScreen('other')).toBe(true);
    expect(kit.state().startScreenId).toBe('other');
    expect(kit.state().screens.filter((screen) => screen.isStartScreen).map((screen) => screen.id)).toEqual(['other']);
    expect(await kit.studio.deleteScreen('home')).toBe(true);
    expect(kit.state().screens.map((screen) => screen.id)).toEqual(['home-copy', 'other']);
    expect(kit.state().definition.screens.map((screen) => screen.id)).not.toContain('home');
    expect(kit.state().openScreenId).toBe('home-copy');
  });

  test('a refused rename answers the message for the form', async () => {
    const kit = fakeStudio();
    await kit.studio.loadScreens();
    kit.server.failNext = { call: 'renameScreen', error: new ApiError(409, 'conflict', 'A screen with this name already exists in this project.') };
    expect(await kit.studio.renameScreen('home', 'Other')).toBe('A screen with this name already exists in this project.');
    expect(kit.errors).toEqual([]);
    expect(kit.state().screens[0]!.name).toBe('Home');
  });

  test('a failed list load is an error state', async () => {
    const kit = fakeStudio();
    kit.server.failNext = { call: 'listScreens', error: new ApiError(0, 'network_error', 'The server could not be reached.') };
    await kit.studio.loadScreens();
    expect(kit.state().screensLoad).toEqual({ status: 'error', message: 'The server could not be reached.' });
  });

  test('duplicating a changed screen saves it first, so the copy has the changes', async () => {
    const kit = fakeStudio();
    await kit.studio.loadScreens();
    await kit.studio.openScreen('home');
    kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'btn', name: 'text', value: 'Mine' });
    expect(await kit.studio.duplicateScreen('home')).toBe(true);
    expect(kit.server.saves.map((save) => save.screenId)).toEqual(['home']);
    expect(kit.server.screens.get('home-copy')!.root.children[0]!.children[0]!.props.text).toBe('Mine');
    expect(kit.state().dirty.home).toBe(false);
    expect(kit.state().screens.map((screen) => screen.id)).toEqual(['home', 'home-copy', 'other']);
  });

  test('a changed screen whose save is refused is not duplicated', async () => {
    const kit = fakeStudio();
    await kit.studio.loadScreens();
    await kit.studio.openScreen('home');
    kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'btn', name: 'text', value: 'Mine' });
    kit.server.changeElsewhere('home', testNode('root', 'container'));
    expect(await kit.studio.duplicateScreen('home')).toBe(false);
    expect(kit.state().conflict?.screenId).toBe('home');
    expect(kit.server.screens.has('home-copy')).toBe(false);
    expect(kit.state().screens.map((screen) => screen.id)).toEqual(['home', 'other']);
    expect(kit.state().dirty.home).toBe(true);

    kit.studio.store.setState({ conflict: null });
    kit.server.failNext = { call: 'saveScreen', error: new ApiError(0, 'network_error', 'The server could not be reached.') };
    expect(await kit.studio.duplicateScreen('home')).toBe(false);
    expect(kit.errors).toEqual(['The server could not be reached.']);
    expect(kit.server.screens.has('home-copy')).toBe(false);
  });
});
