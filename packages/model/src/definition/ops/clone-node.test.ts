import { describe, expect, it } from 'vitest';
import { cloneNode } from './clone-node.ts';
import { childIds, counterIds, testScreen } from './op-test-kit.ts';

describe('cloneNode', () => {
  it('deep-copies a subtree with fresh ids right after the original', () => {
    const result = cloneNode(testScreen(), { nodeId: 'rep', newId: counterIds() });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(childIds(result.screen, 'root')).toEqual(['row', 'rep', 'n1', 'tabs']);
    expect(childIds(result.screen, 'n1')).toEqual(['n2']);
    expect(childIds(result.screen, 'n2')).toEqual(['n3']);
    expect(result.nodeIds).toEqual(['n1']);
  });

  it('does not share objects with the original', () => {
    const result = cloneNode(testScreen(), { nodeId: 'btn', newId: counterIds() });
    if (!result.ok) throw new Error('clone');
    const [original, copy] = result.screen.root.children[0]!.children;
    expect(copy!.props).toEqual(original!.props);
    expect(copy!.props).not.toBe(original!.props);
  });

  it('refuses the root and an unknown node', () => {
    expect(cloneNode(testScreen(), { nodeId: 'root', newId: counterIds() })).toMatchObject({ ok: false });
    expect(cloneNode(testScreen(), { nodeId: 'x', newId: counterIds() })).toMatchObject({ ok: false });
  });
});
