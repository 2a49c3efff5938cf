import { describe, expect, it } from 'vitest';
import { createElementNode, type CanvasMessage } from '@tessera/model/definition';
import type { CanvasServices } from './canvas-services.ts';
import { createCanvasStore } from './canvas-store.ts';
import { openElementMenu, openElementMenuOfSelection } from './element-menu-opener.ts';
import type { ResizePreview } from './resize-preview.ts';

function canvas(selection: string[]) {
  const root = createElementNode('container', 'root');
  root.children.push(createElementNode('button', 'btn'), createElementNode('spacer', 'gap'));
  const store = createCanvasStore();
  store.receive({ type: 'host-load', screenId: 's1', root, selection, renderMode: 'edit' });
  const sent: CanvasMessage[] = [];
  const rects: Record<string, { left: number; bottom: number }> = { btn: { left: 40.4, bottom: 72.6 } };
  const services: CanvasServices = {
    store,
    send: (message) => sent.push(message),
    nodes: { find: (nodeId) => (rects[nodeId] ? ({ getBoundingClientRect: () => rects[nodeId] } as unknown as HTMLElement) : null) },
    resizePreview: {} as ResizePreview,
    projectId: 'p1',
  };
  return { services, store, sent };
}

describe('opening the element menu', () => {
  it('opens at the pointer for a node that offers something; a spacer opens none', () => {
    const { services, store, sent } = canvas([]);
    expect(openElementMenu(services, 'gap', { x: 10, y: 10 })).toBe(false);
    expect(store.getState().menu).toBeNull();
    expect(openElementMenu(services, 'btn', { x: 10.2, y: 20.7 })).toBe(true);
    expect(store.getState().menu).toEqual({ nodeId: 'btn', x: 10, y: 21 });
    // Opening asks the shell for nothing: only choosing an item does.
    expect(sent).toEqual([]);
  });

  it('opens from the keyboard under the primary selected element, once', () => {
    const { services, store } = canvas(['root', 'btn']);
    expect(openElementMenuOfSelection(services)).toBe(true);
    expect(store.getState().menu).toEqual({ nodeId: 'btn', x: 40, y: 73 });
    store.setMenu({ nodeId: 'root', x: 1, y: 1 });
    expect(openElementMenuOfSelection(services)).toBe(false);
    expect(store.getState().menu).toEqual({ nodeId: 'root', x: 1, y: 1 });
  });

  it('opens nothing from the keyboard with nothing selected', () => {
    const { services, store } = canvas([]);
    expect(openElementMenuOfSelection(services)).toBe(false);
    expect(store.getState().menu).toBeNull();
  });

  it('is closed by a new screen and by the Run preview', () => {
    const { services, store } = canvas(['btn']);
    openElementMenuOfSelection(services);
    store.receive({ type: 'host-render-mode', renderMode: 'live' });
    expect(store.getState().menu).toBeNull();
    store.receive({ type: 'host-render-mode', renderMode: 'edit' });
    openElementMenuOfSelection(services);
    expect(store.getState().menu).not.toBeNull();
    store.receive({ type: 'host-load', screenId: 's2', root: createElementNode('container', 'r2'), selection: [], renderMode: 'edit' });
    expect(store.getState().menu).toBeNull();
  });
});
