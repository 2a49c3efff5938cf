import { describe, expect, it } from 'vitest';
import { moveNode } from './move-node.ts';
import { childIds, testProject } from './op-test-kit.ts';

describe('moveNode', () => {
  it('moves a node to another parent at an index', () => {
    const result = moveNode(testProject(), { screenId: 's1', nodeId: 'lbl', parentId: 'card', index: 0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(childIds(result.project, 's1', 'row')).toEqual(['btn']);
    expect(childIds(result.project, 's1', 'card')).toEqual(['lbl', 'title']);
  });

  it('reorders within a parent, index meaning the final position', () => {
    const down = moveNode(testProject(), { screenId: 's1', nodeId: 'row', parentId: 'root', index: 2 });
    expect(down.ok && childIds(down.project, 's1', 'root')).toEqual(['rep', 'tabs', 'row']);
    const up = moveNode(testProject(), { screenId: 's1', nodeId: 'tabs', parentId: 'root', index: 0 });
    expect(up.ok && childIds(up.project, 's1', 'root')).toEqual(['tabs', 'row', 'rep']);
  });

  it('succeeds without patches when the node is already there', () => {
    const result = moveNode(testProject(), { screenId: 's1', nodeId: 'btn', parentId: 'row', index: 0 });
    expect(result).toMatchObject({ ok: true, patches: [], inversePatches: [] });
  });

  it('refuses moving into its own descendant, the root, and into a parent that does not accept it', () => {
    const project = testProject();
    expect(moveNode(project, { screenId: 's1', nodeId: 'rep', parentId: 'card' })).toMatchObject({ ok: false, error: { code: 'into-own-descendant' } });
    expect(moveNode(project, { screenId: 's1', nodeId: 'rep', parentId: 'rep' })).toMatchObject({ ok: false, error: { code: 'into-own-descendant' } });
    expect(moveNode(project, { screenId: 's1', nodeId: 'root', parentId: 'row' })).toMatchObject({ ok: false, error: { code: 'root-locked' } });
    expect(moveNode(project, { screenId: 's1', nodeId: 'lbl', parentId: 'btn' })).toMatchObject({ ok: false, error: { code: 'child-not-allowed' } });
    expect(moveNode(project, { screenId: 's1', nodeId: 'ghost', parentId: 'row' })).toMatchObject({ ok: false, error: { code: 'node-not-found' } });
  });
});
