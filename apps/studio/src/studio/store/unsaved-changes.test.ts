import { describe, expect, test, vi } from 'vitest';
import { findScreen } from '../editor/screen-change.ts';
import { fakeStudio } from '../test-kit/fake-studio.ts';
import { testNode } from '../test-kit/studio-fixtures.ts';

async function dirtyHome() {
  const kit = fakeStudio();
  await kit.studio.loadScreens();
  await kit.studio.openScreen('home');
  kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'btn', name: 'text', value: 'Mine' });
  return kit;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the unsaved-changes guard', () => {
  test('a clean screen lets the next step run at once', async () => {
    const kit = fakeStudio();
    await kit.studio.openScreen('home');
    const next = vi.fn();
    kit.studio.unsaved.guard(next);
    expect(next).toHaveBeenCalledOnce();
    expect(kit.state().unsavedChanges.show).toBe(false);
  });

  test('switching away from a changed screen asks first; Cancel stays', async () => {
    const kit = await dirtyHome();
    kit.studio.requestOpenScreen('other');
    expect(kit.state().unsavedChanges).toMatchObject({ show: true, hasChanges: true, nextTemplate: null });
    expect(kit.state().openScreenId).toBe('home');
    await kit.studio.unsaved.resolve('cancel');
    expect(kit.state().unsavedChanges.show).toBe(false);
    expect(kit.state().openScreenId).toBe('home');
    expect(kit.state().dirty.home).toBe(true);
  });

  test('Discard changes goes back to the saved tree, then continues', async () => {
    const kit = await dirtyHome();
    kit.studio.requestOpenScreen('other');
    await kit.studio.unsaved.resolve('discard');
    await settle();
    expect(kit.state().openScreenId).toBe('other');
    expect(kit.state().dirty.home).toBe(false);
    expect(findScreen(kit.state().definition, 'home')!.root.children[0]!.children[0]!.props.text).toBe('Go');
    expect(kit.server.saves).toEqual([]);
  });

  test('Save and continue saves, then continues', async () => {
    const kit = await dirtyHome();
    kit.studio.requestOpenScreen('other');
    await kit.studio.unsaved.resolve('save');
    await settle();
    expect(kit.server.saves).toHaveLength(1);
    expect(kit.state().openScreenId).toBe('other');
  });

  test('a failed save keeps the user on the screen', async () => {
    const kit = await dirtyHome();
    const stay = vi.fn();
    const next = vi.fn();
    kit.server.changeElsewhere('home', testNode('root', 'container'));
    kit.studio.unsaved.guard(next, { stay });
    await kit.studio.unsaved.resolve('save');
    expect(next).not.toHaveBeenCalled();
    expect(stay).toHaveBeenCalledOnce();
    expect(kit.state().conflict?.screenId).toBe('home');
  });

  test('creating a screen is guarded with its template as the next template', async () => {
    const kit = await dirtyHome();
    const created = kit.studio.createScreen({ name: 'Orders', template: 'blankWithHeader' });
    expect(kit.state().unsavedChanges).toMatchObject({ show: true, nextTemplate: { name: 'Orders', template: 'blankWithHeader' } });
    await kit.studio.unsaved.resolve('discard');
    expect(await created).toBeNull();
    expect(kit.state().screens.map((screen) => screen.name)).toContain('Orders');
    expect(findScreen(kit.state().definition, kit.state().openScreenId)!.name).toBe('Orders');
  });

  test('Save and continue during a slow save also stores the edits made after it started', async () => {
    const kit = await dirtyHome();
    const release = kit.server.hold('saveScreen');
    const first = kit.studio.save('home');
    kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'lbl', name: 'text', value: 'Later' });
    kit.studio.requestOpenScreen('other');
    const resolved = kit.studio.unsaved.resolve('save');
    await settle();
    expect(kit.state().openScreenId).toBe('home');
    release();
    expect(await first).toBe(true);
    await resolved;
    await settle();
    const stored = kit.server.screens.get('home')!.root.children[0]!;
    expect(stored.children.map((node) => node.props.text)).toEqual(['Mine', 'Later']);
    expect(kit.server.saves.map((save) => save.version)).toEqual([1, 2]);
    expect(kit.state().dirty).toEqual({ home: false, other: false });
    expect(kit.state().openScreenId).toBe('other');
  });

  test('a changed screen that is not open still makes leaving the studio ask, and Save and continue saves it', async () => {
    const kit = await dirtyHome();
    await kit.studio.openScreen('other');
    expect(kit.state().dirty.home).toBe(true);
    expect(kit.studio.unsaved.hasChanges()).toBe(true);
    const next = vi.fn();
    kit.studio.unsaved.guard(next);
    expect(kit.state().unsavedChanges.show).toBe(true);
    await kit.studio.unsaved.resolve('save');
    expect(next).toHaveBeenCalledOnce();
    expect(kit.server.saves.map((save) => save.screenId)).toEqual(['home']);
    expect(kit.studio.unsaved.hasChanges()).toBe(false);
  });

  test('leaving the studio stays when one of the changed screens fails to save', async () => {
    const kit = await dirtyHome();
    await kit.studio.openScreen('other');
    kit.studio.dispatch({ type: 'drag-create', screenId: 'other', elementType: 'label', parentId: 'root2' });
    kit.server.changeElsewhere('home', testNode('root', 'container'));
    const next = vi.fn();
    const stay = vi.fn();
    kit.studio.unsaved.guard(next, { stay });
    await kit.studio.unsaved.resolve('save');
    expect(next).not.toHaveBeenCalled();
    expect(stay).toHaveBeenCalledOnce();
    expect(kit.state().conflict?.screenId).toBe('home');
    expect(kit.state().dirty.home).toBe(true);
  });

  test('switching screens asks only about the open screen', async () => {
    const kit = await dirtyHome();
    await kit.studio.openScreen('other');
    kit.studio.requestOpenScreen('home');
    expect(kit.state().unsavedChanges.show).toBe(false);
    expect(kit.state().openScreenId).toBe('home');
  });
});
