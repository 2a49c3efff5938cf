import type { ElementNode } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { ancestorIds, flattenLayers, layerName } from './flatten-layers.ts';

function node(id: string, children: ElementNode[] = [], props: Record<string, unknown> = {}, type = 'container'): ElementNode {
  return { id, type, props, style: {}, bindings: {}, events: {}, children };
}

//        root
//       /    \
//      a      b
//     / \      \
//    a1  a2     b1
//         \
//          a2x
const tree = node('root', [node('a', [node('a1'), node('a2', [node('a2x')])]), node('b', [node('b1')])]);
const ids = (rows: ReturnType<typeof flattenLayers>) => rows.map((row) => row.node.id);

describe('flattenLayers', () => {
  it('shows only the root while nothing is expanded', () => {
    const rows = flattenLayers(tree, new Set());
    expect(ids(rows)).toEqual(['root']);
    expect(rows[0]).toMatchObject({ depth: 0, parentId: null, hasChildren: true, expanded: false, position: 1, siblings: 1 });
  });

  it('lists expanded nodes depth first with depth, parent and sibling position', () => {
    const rows = flattenLayers(tree, new Set(['root', 'a', 'a2']));
    expect(ids(rows)).toEqual(['root', 'a', 'a1', 'a2', 'a2x', 'b']);
    expect(rows.map((row) => row.depth)).toEqual([0, 1, 2, 2, 3, 1]);
    expect(rows.find((row) => row.node.id === 'a2x')?.parentId).toBe('a2');
    expect(rows.find((row) => row.node.id === 'a2')).toMatchObject({ position: 2, siblings: 2, expanded: true });
    expect(rows.find((row) => row.node.id === 'b')).toMatchObject({ expanded: false, hasChildren: true });
  });

  it('skips the children of a collapsed node even when they are marked expanded', () => {
    expect(ids(flattenLayers(tree, new Set(['root', 'a2'])))).toEqual(['root', 'a', 'b']);
  });

  it('never marks a leaf expanded', () => {
    const rows = flattenLayers(tree, new Set(['root', 'a', 'a1']));
    expect(rows.find((row) => row.node.id === 'a1')).toMatchObject({ hasChildren: false, expanded: false });
  });

  it('keeps the node references, so rows can be memoised on them', () => {
    const rows = flattenLayers(tree, new Set(['root']));
    expect(rows[1]!.node).toBe(tree.children[0]);
  });

  it('flattens 10,000 expanded nodes in order, and a deep chain without recursion', () => {
    // 100 sections of 99 labels: 1 + 100 + 9,900 = 10,001 nodes.
    const sections = Array.from({ length: 100 }, (_, s) => node(`s${s}`, Array.from({ length: 99 }, (_, l) => node(`s${s}-l${l}`, [], {}, 'label'))));
    const big = node('root', sections);
    const all = new Set(['root', ...sections.map((section) => section.id)]);
    const rows = flattenLayers(big, all);
    expect(rows).toHaveLength(10_001);
    expect(rows[1]!.node.id).toBe('s0');
    expect(rows[2]!.node.id).toBe('s0-l0');
    expect(rows[101]!.node.id).toBe('s1');
    expect(rows.at(-1)!.node.id).toBe('s99-l98');
    expect(flattenLayers(big, new Set(['root']))).toHaveLength(101);

    let chain = node('n9999');
    for (let depth = 9998; depth >= 0; depth--) chain = node(`n${depth}`, [chain]);
    const deep = flattenLayers(chain, new Set(Array.from({ length: 10_000 }, (_, depth) => `n${depth}`)));
    expect(deep).toHaveLength(10_000);
    expect(deep.at(-1)).toMatchObject({ depth: 9999, parentId: 'n9998' });
  });
});

describe('ancestorIds', () => {
  it('collects every ancestor of the given nodes, not the nodes themselves', () => {
    expect([...ancestorIds(tree, ['a2x'])].sort()).toEqual(['a', 'a2', 'root']);
    expect([...ancestorIds(tree, ['a1', 'b1'])].sort()).toEqual(['a', 'b', 'root']);
  });

  it('answers nothing for the root, unknown ids and an empty selection', () => {
    expect(ancestorIds(tree, ['root']).size).toBe(0);
    expect(ancestorIds(tree, ['missing']).size).toBe(0);
    expect(ancestorIds(tree, []).size).toBe(0);
  });
});

describe('layerName', () => {
  it('uses text, then title, label and name, else the fallback', () => {
    expect(layerName(node('x', [], { text: 'Save', title: 'T' }), 'Button')).toBe('Save');
    expect(layerName(node('x', [], { title: 'Orders' }), 'Card')).toBe('Orders');
    expect(layerName(node('x', [], { label: 'Email', name: 'email' }), 'Text input')).toBe('Email');
    expect(layerName(node('x', [], { label: '  ', name: 'email' }), 'Text input')).toBe('email');
    expect(layerName(node('x', [], { text: 12 }), 'Label')).toBe('Label');
    expect(layerName(node('x'), 'Container')).toBe('Container');
  });

  it('shows a multi-line text on one line', () => {
    expect(layerName(node('x', [], { text: 'Hello\n  world ' }), 'Label')).toBe('Hello world');
  });
});
