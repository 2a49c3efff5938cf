import { describe, expect, it } from 'vitest';
import { copyNodes } from './copy-nodes.ts';
import { childIds, counterIds, otherScreen, testScreen } from './op-test-kit.ts';
import { pasteNodes } from './paste-nodes.ts';
import { pasteStyle } from './paste-style.ts';
import { setStyle } from './set-style.ts';

describe('copyNodes', () => {
  it('copies the selection, leaving out nodes whose ancestor is selected', () => {
    const result = copyNodes(testScreen(), { nodeIds: ['card', 'title', 'btn'] });
    expect(result.ok && result.value.nodes.map((n) => n.id)).toEqual(['card', 'btn']);
  });

  it('refuses an unknown node', () => {
    expect(copyNodes(testScreen(), { nodeIds: ['x'] })).toMatchObject({ ok: false });
  });
});

describe('pasteNodes', () => {
  it('pastes on another screen with fresh ids, through a JSON round trip', () => {
    const project = testScreen();
    const copied = copyNodes(project, { nodeIds: ['card'] });
    if (!copied.ok) throw new Error('copy');
    const clipboard: unknown = JSON.parse(JSON.stringify(copied.value));
    const result = pasteNodes(otherScreen(), { parentId: 'root2', clipboard, newId: counterIds() });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(childIds(result.screen, 'root2')).toEqual(['n1']);
    expect(childIds(result.screen, 'n1')).toEqual(['n2']);
    expect(result.nodeIds).toEqual(['n1']);
  });

  it('pastes at an index on the same screen', () => {
    const project = testScreen();
    const copied = copyNodes(project, { nodeIds: ['lbl'] });
    if (!copied.ok) throw new Error('copy');
    const result = pasteNodes(project, { parentId: 'row', index: 0, clipboard: copied.value, newId: counterIds() });
    expect(result.ok && childIds(result.screen, 'row')).toEqual(['n1', 'btn', 'lbl']);
  });

  it('refuses a bad clipboard or a parent that does not accept the nodes, changing nothing', () => {
    const project = testScreen();
    expect(pasteNodes(project, { parentId: 'row', clipboard: 'hello', newId: counterIds() })).toMatchObject({
      ok: false,
      error: { code: 'invalid-clipboard' },
    });
    const copied = copyNodes(project, { nodeIds: ['lbl'] });
    if (!copied.ok) throw new Error('copy');
    expect(pasteNodes(project, { parentId: 'tabs', clipboard: copied.value, newId: counterIds() })).toMatchObject({
      ok: false,
      error: { code: 'child-not-allowed' },
    });
  });
});

describe('pasteStyle', () => {
  it("replaces the targets' style with the copied node's", () => {
    const styled = setStyle(testScreen(), { nodeId: 'btn', style: { color: '#fff' } });
    if (!styled.ok) throw new Error('style');
    const copied = copyNodes(styled.screen, { nodeIds: ['btn'] });
    if (!copied.ok) throw new Error('copy');
    const result = pasteStyle(styled.screen, { nodeIds: ['lbl', 'title'], clipboard: copied.value });
    if (!result.ok) throw new Error('paste');
    const root = result.screen.root;
    expect(root.children[0]!.children[1]!.style).toEqual({ color: '#fff' });
    expect(root.children[1]!.children[0]!.children[0]!.style).toEqual({ color: '#fff' });
  });

  it('refuses an unknown target', () => {
    const copied = copyNodes(testScreen(), { nodeIds: ['btn'] });
    if (!copied.ok) throw new Error('copy');
    expect(pasteStyle(testScreen(), { nodeIds: ['x'], clipboard: copied.value })).toMatchObject({ ok: false });
  });
});
