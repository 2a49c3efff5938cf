import { describe, expect, test } from 'vitest';
import { fakeStudio } from '../test-kit/fake-studio.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('studio modes', () => {
  test('a gated mode without its access opens the licence modal and logs the event', async () => {
    const kit = fakeStudio();
    kit.studio.switchMode('workFlow', ['Scheduled Jobs']);
    expect(kit.state().mode).toBe('design');
    expect(kit.state().accessModal).toEqual({ open: true, access: 'Workflow', limitedAccess: true });
    expect(kit.server.events).toEqual([{ name: 'licence_restriction', properties: { access: 'Workflow', mode: 'workFlow' } }]);
    kit.studio.closeAccessModal();
    expect(kit.state().accessModal.open).toBe(false);
    kit.studio.switchMode('scheduledJobs', ['Scheduled Jobs']);
    expect(kit.state().mode).toBe('scheduledJobs');
  });

  test('switching to the current mode does nothing', async () => {
    const kit = fakeStudio();
    kit.studio.setRunning(true);
    kit.studio.switchMode('design', []);
    expect(kit.state().renderMode).toBe('live');
  });

  test('a switch cancels the Run preview, a palette drag and the hover', async () => {
    const kit = fakeStudio();
    await kit.studio.openScreen('home');
    kit.studio.setRunning(true);
    kit.studio.setPaletteDrag({ elementType: 'label' });
    kit.studio.hover('btn');
    kit.posted.length = 0;
    kit.studio.switchMode('dataDiagramScheme', []);
    expect(kit.state()).toMatchObject({ mode: 'dataDiagramScheme', renderMode: 'edit', paletteDrag: null, hoverId: null });
    expect(kit.posted).toEqual([
      { type: 'host-palette-drag', phase: 'leave', elementType: 'label', x: 0, y: 0 },
      { type: 'host-hover', nodeId: null },
      { type: 'host-render-mode', renderMode: 'edit' },
    ]);
  });

  test('design reloads the last visited screen, else the first page screen', async () => {
    const remembered = fakeStudio({ lastVisited: 'other', mode: 'configManager' });
    await remembered.studio.loadScreens();
    remembered.studio.switchMode('design', []);
    await settle();
    expect(remembered.state().openScreenId).toBe('other');

    const fresh = fakeStudio({ mode: 'configManager' });
    await fresh.studio.loadScreens();
    fresh.studio.switchMode('design', []);
    await settle();
    expect(fresh.state().openScreenId).toBe('home');
    expect(fresh.remembered.get('p1')).toBe('home');
  });

  test('design keeps unsaved changes of its screen rather than reloading over them', async () => {
    const kit = fakeStudio();
    await kit.studio.loadScreens();
    await kit.studio.openDesignScreen();
    kit.studio.dispatch({ type: 'property-change', screenId: 'home', nodeId: 'btn', name: 'text', value: 'Mine' });
    kit.studio.switchMode('runSettings', []);
    kit.studio.switchMode('design', []);
    await settle();
    expect(kit.state().dirty.home).toBe(true);
    expect(kit.state().canUndo).toBe(true);
  });
});
