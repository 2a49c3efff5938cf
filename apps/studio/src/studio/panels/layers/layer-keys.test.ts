import type { ElementNode } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { flattenLayers } from './flatten-layers.ts';
import { layerKeyCommand } from './layer-keys.ts';

const node = (id: string, children: ElementNode[] = []): ElementNode => ({ id, type: 'container', props: {}, style: {}, bindings: {}, events: {}, children });
const tree = node('root', [node('a', [node('a1')]), node('b', [node('b1')])]);
// Visible: root, a, a1, b (b collapsed).
const rows = flattenLayers(tree, new Set(['root', 'a']));

describe('layerKeyCommand', () => {
  it('moves up and down within the visible rows', () => {
    expect(layerKeyCommand(rows, 0, 'ArrowDown')).toEqual({ type: 'focus', index: 1 });
    expect(layerKeyCommand(rows, 3, 'ArrowDown')).toBeNull();
    expect(layerKeyCommand(rows, 2, 'ArrowUp')).toEqual({ type: 'focus', index: 1 });
    expect(layerKeyCommand(rows, 0, 'ArrowUp')).toBeNull();
    expect(layerKeyCommand(rows, 2, 'Home')).toEqual({ type: 'focus', index: 0 });
    expect(layerKeyCommand(rows, 0, 'End')).toEqual({ type: 'focus', index: 3 });
  });

  it('Right expands a collapsed parent, then goes to its first child; nothing on a leaf', () => {
    expect(layerKeyCommand(rows, 3, 'ArrowRight')).toEqual({ type: 'expand', id: 'b' });
    expect(layerKeyCommand(rows, 1, 'ArrowRight')).toEqual({ type: 'focus', index: 2 });
    expect(layerKeyCommand(rows, 2, 'ArrowRight')).toBeNull();
  });

  it('Left collapses an expanded parent, else goes to the parent; nothing on a collapsed root', () => {
    expect(layerKeyCommand(rows, 1, 'ArrowLeft')).toEqual({ type: 'collapse', id: 'a' });
    expect(layerKeyCommand(rows, 2, 'ArrowLeft')).toEqual({ type: 'focus', index: 1 });
    expect(layerKeyCommand(rows, 3, 'ArrowLeft')).toEqual({ type: 'focus', index: 0 });
    expect(layerKeyCommand(flattenLayers(tree, new Set()), 0, 'ArrowLeft')).toBeNull();
  });

  it('Enter and Space select the active row; other keys do nothing', () => {
    expect(layerKeyCommand(rows, 2, 'Enter')).toEqual({ type: 'select', id: 'a1' });
    expect(layerKeyCommand(rows, 2, ' ')).toEqual({ type: 'select', id: 'a1' });
    expect(layerKeyCommand(rows, 2, 'x')).toBeNull();
    expect(layerKeyCommand([], 0, 'ArrowDown')).toBeNull();
  });

  it('treats an out-of-range active index as the nearest row', () => {
    expect(layerKeyCommand(rows, 99, 'ArrowUp')).toEqual({ type: 'focus', index: 2 });
  });
});
