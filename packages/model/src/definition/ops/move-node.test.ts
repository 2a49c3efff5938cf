import { describe, expect, it } from 'vitest';
import { moveNode } from './move-node.ts';
import { childIds, testScreen } from './op-test-kit.ts';

describe('moveNode', () => {
  it('moves a node to another parent at an index', () => {
    const result = moveNode(testScreen(), { nodeId: 'lbl', parentId: 'card', index: 0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(childIds(result.screen, 'row')).toEqual(['btn']);
    expect(childIds(result.screen, 'card')).toEqual(['lbl', 'title']);
  });

  it('reorders within a parent, index meaning the final position', () => {
    const down = moveNode(testScreen(), { nodeId: 'row', parentId: 'root', index: 2 });
    expect(down.ok && childIds(down.screen, 'root')).toEqual(['rep', 'tabs', 'row']);
    const up = moveNode(testScreen(), { nodeId: 'tabs', parentId: 'root', index: 0 });
    expect(up.ok && childIds(up.screen, 'root')).toEqual(['tabs', 'row', 'rep']);
  });

  it('succeeds without patches when the node is already there', () => {
    const result = moveNode(testScreen(), { nodeId: 'btn', parentId: 'row', index: 0 });
    expect(result).toMatchObject({ ok: true, patches: [], inversePatches: [] });
  });

  it('refuses moving into its own descendant, the root, and into a parent that does not accept it', () => {
    const project = testScreen();
    expect(moveNode(project, { nodeId: 'rep', parentId: 'card' })).toMatchObject({ ok: false, error: { code: 'into-own-descendant' } });
    expect(moveNode(project, { nodeId: 'rep', parentId: 'rep' })).toMatchObject({ ok: false, error: { code: 'into-own-descendant' } });
    expect(moveNode(project, { nodeId: 'root', parentId: 'row' })).toMatchObject({ ok: false, error: { code: 'root-locked' } });
    expect(moveNode(project, { nodeId: 'lbl', parentId: 'btn' })).toMatchObject({ ok: false, error: { code: 'child-not-allowed' } });
    expect(moveNode(project, { nodeId: 'ghost', parentId: 'row' })).toMatchObject({ ok: false, error: { code: 'node-not-found' } });
  });
});
