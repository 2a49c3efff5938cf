import { describe, expect, it } from 'vitest';
import type { ElementNode } from './element-node.ts';
import { readStoredTree } from './stored-tree.ts';
import { MAX_SCREEN_ELEMENTS, MAX_SCREEN_NESTING, measureElementTree, screenTreeLimitMessages } from './tree-limits.ts';

const node = (id: string, type = 'container', children: ElementNode[] = []): ElementNode => ({ id, type, props: {}, style: {}, bindings: {}, events: {}, children });

function chain(levels: number): ElementNode {
  let deepest = node(`c${levels - 1}`);
  for (let level = levels - 2; level >= 0; level--) deepest = node(`c${level}`, 'container', [deepest]);
  return deepest;
}

describe('readStoredTree', () => {
  it('reads a tree within the limits whole', () => {
    const tree = node('r', 'container', [chain(MAX_SCREEN_NESTING - 1), node('x', 'label')]);
    expect(readStoredTree(tree)).toEqual({ ok: true, value: { root: tree, overLimit: null } });
  });

  it('cuts a tree stored deeper than the limit to it, and says which limit it passed', () => {
    for (const levels of [1_400, 100_000]) {
      const result = readStoredTree(node('r', 'container', [node('first', 'label'), chain(levels)]));
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.overLimit).toEqual({ code: 'tree-too-deep', message: screenTreeLimitMessages.tooDeep, path: '' });
      expect(measureElementTree(result.value.root)).toEqual({ levels: MAX_SCREEN_NESTING, elements: MAX_SCREEN_NESTING + 1 });
      expect(result.value.root.children[0]).toEqual(node('first', 'label'));
    }
  });

  it('cuts a tree of too many elements to the limit', () => {
    const labels = Array.from({ length: MAX_SCREEN_ELEMENTS + 500 }, (_, i) => node(`l${i}`, 'label'));
    const result = readStoredTree(node('r', 'container', labels));
    expect(result.ok && result.value.overLimit?.code).toBe('tree-too-large');
    expect(result.ok && measureElementTree(result.value.root).elements).toBe(MAX_SCREEN_ELEMENTS);
  });

  it('empties a field nested past its limit', () => {
    let params: Record<string, unknown> = {};
    for (let level = 0; level < 5_000; level++) params = { next: params };
    const button = { ...node('b', 'button'), props: { text: 'Go' }, events: { onClick: [{ id: 'a', type: 'navigate', params }] } };
    const result = readStoredTree(node('r', 'container', [button]));
    expect(result.ok && result.value.overLimit).toEqual({ code: 'value-too-deep', message: screenTreeLimitMessages.valueTooDeep, path: 'children[0].events' });
    expect(result.ok && result.value.root.children[0]).toEqual({ ...button, events: {} });
  });

  it('refuses what is not a tree, naming the path', () => {
    expect(readStoredTree(node('r', 'container', [{ ...node('x'), id: 5 } as unknown as ElementNode]))).toMatchObject({
      ok: false,
      error: { code: 'invalid-tree', path: 'children[0].id' },
    });
    expect(readStoredTree('nope')).toMatchObject({ ok: false });
  });
});
