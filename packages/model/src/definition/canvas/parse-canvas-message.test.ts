import { describe, expect, it } from 'vitest';
import { canvasMessageTypes, type CanvasMessage } from './canvas-messages.ts';
import { parseCanvasMessage } from './parse-canvas-message.ts';

const node = { id: 'n', type: 'label', props: {}, style: {}, bindings: {}, events: {}, children: [] };

// One valid example of every message of spec §4.
const examples: CanvasMessage[] = [
  { type: 'select', screenId: 's', nodeId: 'n' },
  { type: 'clone', screenId: 's', nodeId: 'n' },
  { type: 'drag-create', screenId: 's', elementType: 'button', parentId: 'root', index: 0 },
  { type: 'drag-move', screenId: 's', nodeId: 'n', parentId: 'root', index: 1, dragId: 'd1' },
  { type: 'add-child', screenId: 's', parentId: 'tabs', elementType: 'container' },
  { type: 'remove', screenId: 's', nodeIds: ['n'] },
  { type: 'position-change', screenId: 's', nodeId: 'n', style: { left: 10, top: 20 }, dragId: 'd2' },
  { type: 'property-change', screenId: 's', nodeId: 'n', name: 'text', value: 'Hi' },
  { type: 'copy', screenId: 's', nodeIds: ['n'] },
  { type: 'paste', screenId: 's', parentId: 'root' },
  { type: 'paste-style', screenId: 's', nodeIds: ['n'] },
  { type: 'clipboard', payload: { kind: 'tessera/elements', sourceScreenId: 's', nodes: [node] } },
  { type: 'undo', screenId: 's' },
  { type: 'redo', screenId: 's' },
  { type: 'save', screenId: 's' },
  { type: 'dashboard-change', screenId: 's', nodeId: 'd', layout: [{ id: 'a', x: 0, y: 0, w: 2, h: 1 }] },
  { type: 'panel-changes', panels: { layers: true } },
  { type: 'action-popup', screenId: 's', nodeId: 'n', event: 'onClick' },
  { type: 'form-popup', screenId: 's', nodeId: 'f' },
  { type: 'detach-form', screenId: 's', nodeId: 'f' },
  { type: 'inject-or-replace-display-item', screenId: 's', mode: 'replace', parentId: 'root', targetId: 'old', node },
];

describe('parseCanvasMessage', () => {
  it('accepts a valid message of every type', () => {
    expect(examples.map((m) => m.type).sort()).toEqual([...canvasMessageTypes].sort());
    for (const message of examples) expect(parseCanvasMessage(JSON.parse(JSON.stringify(message)))).toEqual({ ok: true, message });
  });

  it('refuses an unknown type, a missing field and a wrong field type with a path', () => {
    expect(parseCanvasMessage({ type: 'explode' })).toMatchObject({ ok: false, error: { code: 'invalid-canvas-message' } });
    expect(parseCanvasMessage({ type: 'clone', screenId: 's' })).toMatchObject({ ok: false, error: { path: 'nodeId' } });
    // Undo and redo name the screen they apply to.
    expect(parseCanvasMessage({ type: 'undo' })).toMatchObject({ ok: false, error: { path: 'screenId' } });
    expect(parseCanvasMessage({ type: 'remove', screenId: 's', nodeIds: [3] })).toMatchObject({ ok: false, error: { path: 'nodeIds[0]' } });
    expect(parseCanvasMessage({ type: 'position-change', screenId: 's', nodeId: 'n', style: { color: 'red' } })).toMatchObject({ ok: false });
  });

  it('never throws, whatever arrives', () => {
    const hostile = new Proxy({}, { get: () => { throw new Error('boom'); }, ownKeys: () => { throw new Error('boom'); } });
    for (const data of [undefined, null, 42, 'select', [], { type: null }, hostile]) {
      expect(parseCanvasMessage(data).ok).toBe(false);
    }
  });
});
