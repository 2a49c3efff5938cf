import { describe, expect, it } from 'vitest';
import { cloneNode } from './clone-node.ts';
import { childIds, counterIds, testProject } from './op-test-kit.ts';

describe('cloneNode', () => {
  it('deep-copies a subtree with fresh ids right after the original', () => {
    const result = cloneNode(testProject(), { screenId: 's1', nodeId: 'rep', newId: counterIds() });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(childIds(result.project, 's1', 'root')).toEqual(['row', 'rep', 'n1', 'tabs']);
    expect(childIds(result.project, 's1', 'n1')).toEqual(['n2']);
    expect(childIds(result.project, 's1', 'n2')).toEqual(['n3']);
    expect(result.nodeIds).toEqual(['n1']);
  });

  it('does not share objects with the original', () => {
    const result = cloneNode(testProject(), { screenId: 's1', nodeId: 'btn', newId: counterIds() });
    if (!result.ok) throw new Error('clone');
    const [original, copy] = result.project.screens[0]!.root.children[0]!.children;
    expect(copy!.props).toEqual(original!.props);
    expect(copy!.props).not.toBe(original!.props);
  });

  it('refuses the root and an unknown node', () => {
    expect(cloneNode(testProject(), { screenId: 's1', nodeId: 'root', newId: counterIds() })).toMatchObject({ ok: false });
    expect(cloneNode(testProject(), { screenId: 's1', nodeId: 'x', newId: counterIds() })).toMatchObject({ ok: false });
  });
});
