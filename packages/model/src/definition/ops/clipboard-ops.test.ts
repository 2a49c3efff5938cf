import { describe, expect, it } from 'vitest';
import { copyNodes } from './copy-nodes.ts';
import { childIds, counterIds, testProject } from './op-test-kit.ts';
import { pasteNodes } from './paste-nodes.ts';
import { pasteStyle } from './paste-style.ts';
import { setStyle } from './set-style.ts';

describe('copyNodes', () => {
  it('copies the selection, leaving out nodes whose ancestor is selected', () => {
    const result = copyNodes(testProject(), { screenId: 's1', nodeIds: ['card', 'title', 'btn'] });
    expect(result.ok && result.value.nodes.map((n) => n.id)).toEqual(['card', 'btn']);
  });

  it('refuses an unknown node', () => {
    expect(copyNodes(testProject(), { screenId: 's1', nodeIds: ['x'] })).toMatchObject({ ok: false });
  });
});

describe('pasteNodes', () => {
  it('pastes on another screen with fresh ids, through a JSON round trip', () => {
    const project = testProject();
    const copied = copyNodes(project, { screenId: 's1', nodeIds: ['card'] });
    if (!copied.ok) throw new Error('copy');
    const clipboard: unknown = JSON.parse(JSON.stringify(copied.value));
    const result = pasteNodes(project, { screenId: 's2', parentId: 'root2', clipboard, newId: counterIds() });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(childIds(result.project, 's2', 'root2')).toEqual(['n1']);
    expect(childIds(result.project, 's2', 'n1')).toEqual(['n2']);
    expect(result.nodeIds).toEqual(['n1']);
  });

  it('pastes at an index on the same screen', () => {
    const project = testProject();
    const copied = copyNodes(project, { screenId: 's1', nodeIds: ['lbl'] });
    if (!copied.ok) throw new Error('copy');
    const result = pasteNodes(project, { screenId: 's1', parentId: 'row', index: 0, clipboard: copied.value, newId: counterIds() });
    expect(result.ok && childIds(result.project, 's1', 'row')).toEqual(['n1', 'btn', 'lbl']);
  });

  it('refuses a bad clipboard or a parent that does not accept the nodes, changing nothing', () => {
    const project = testProject();
    expect(pasteNodes(project, { screenId: 's1', parentId: 'row', clipboard: 'hello', newId: counterIds() })).toMatchObject({
      ok: false,
      error: { code: 'invalid-clipboard' },
    });
    const copied = copyNodes(project, { screenId: 's1', nodeIds: ['lbl'] });
    if (!copied.ok) throw new Error('copy');
    expect(pasteNodes(project, { screenId: 's1', parentId: 'tabs', clipboard: copied.value, newId: counterIds() })).toMatchObject({
      ok: false,
      error: { code: 'child-not-allowed' },
    });
  });
});

describe('pasteStyle', () => {
  it("replaces the targets' style with the copied node's", () => {
    const styled = setStyle(testProject(), { screenId: 's1', nodeId: 'btn', style: { color: '#fff' } });
    if (!styled.ok) throw new Error('style');
    const copied = copyNodes(styled.project, { screenId: 's1', nodeIds: ['btn'] });
    if (!copied.ok) throw new Error('copy');
    const result = pasteStyle(styled.project, { screenId: 's1', nodeIds: ['lbl', 'title'], clipboard: copied.value });
    if (!result.ok) throw new Error('paste');
    const root = result.project.screens[0]!.root;
    expect(root.children[0]!.children[1]!.style).toEqual({ color: '#fff' });
    expect(root.children[1]!.children[0]!.children[0]!.style).toEqual({ color: '#fff' });
  });

  it('refuses an unknown target', () => {
    const copied = copyNodes(testProject(), { screenId: 's1', nodeIds: ['btn'] });
    if (!copied.ok) throw new Error('copy');
    expect(pasteStyle(testProject(), { screenId: 's1', nodeIds: ['x'], clipboard: copied.value })).toMatchObject({ ok: false });
  });
});
