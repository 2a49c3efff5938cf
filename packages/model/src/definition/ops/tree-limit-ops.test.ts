import { describe, expect, it } from 'vitest';
import type { ElementNode } from '../schema/element-node.ts';
import type { Screen } from '../schema/screen.ts';
import { MAX_SCREEN_ELEMENTS, MAX_SCREEN_NESTING, screenTreeLimitMessages } from '../schema/tree-limits.ts';
import { cloneNode } from './clone-node.ts';
import { copyNodes } from './copy-nodes.ts';
import { insertNode } from './insert-node.ts';
import { moveNode } from './move-node.ts';
import { counterIds, testNode } from './op-test-kit.ts';
import { pasteNodes } from './paste-nodes.ts';

/** A chain of `levels` containers whose ids start with `prefix`: `${prefix}0` on top. */
function chain(prefix: string, levels: number): ElementNode {
  let deepest = testNode(`${prefix}${levels - 1}`, 'container');
  for (let level = levels - 2; level >= 0; level--) deepest = testNode(`${prefix}${level}`, 'container', [deepest]);
  return deepest;
}

/** One screen: a root holding a chain of `levels - 1` containers (so `levels` in all) and a short chain of 3. */
function screenWith(levels: number, extra: ElementNode[] = []): Screen {
  return { id: 's', name: 'Deep', kind: 'screen', isMobile: false, isDesktop: true, root: testNode('root', 'container', [chain('d', levels - 1), chain('s', 3), ...extra]) };
}

const deepest = (levels: number) => `d${levels - 2}`;
const tooDeep = { ok: false, error: { code: 'tree-too-deep', message: screenTreeLimitMessages.tooDeep, params: { max: MAX_SCREEN_NESTING } } };
const tooLarge = { ok: false, error: { code: 'tree-too-large', message: screenTreeLimitMessages.tooManyElements, params: { max: MAX_SCREEN_ELEMENTS } } };

describe('edits that would pass the tree limits are refused with their message', () => {
  it('a drop at the deepest level fits; one level deeper does not', () => {
    const project = screenWith(MAX_SCREEN_NESTING - 1);
    const dropped = insertNode(project, { parentId: deepest(MAX_SCREEN_NESTING - 1), node: testNode('new', 'label') });
    expect(dropped.ok).toBe(true);
    if (!dropped.ok) return;
    const again = insertNode(dropped.screen, { parentId: deepest(MAX_SCREEN_NESTING - 1), node: testNode('box', 'container', [testNode('in', 'label')]) });
    expect(again).toEqual(tooDeep);
  });

  it('a paste whose subtree would nest too deep', () => {
    const project = screenWith(MAX_SCREEN_NESTING - 2);
    const copied = copyNodes(project, { nodeIds: ['s0'] });
    if (!copied.ok) throw new Error('copy');
    expect(pasteNodes(project, { parentId: deepest(MAX_SCREEN_NESTING - 2), clipboard: copied.value, newId: counterIds() })).toEqual(tooDeep);
    expect(pasteNodes(project, { parentId: 's0', clipboard: copied.value, newId: counterIds() }).ok).toBe(true);
  });

  it('a move of a subtree under a deep parent', () => {
    const project = screenWith(MAX_SCREEN_NESTING - 2);
    expect(moveNode(project, { nodeId: 's0', parentId: deepest(MAX_SCREEN_NESTING - 2) })).toEqual(tooDeep);
    expect(moveNode(project, { nodeId: 's2', parentId: deepest(MAX_SCREEN_NESTING - 2) }).ok).toBe(true);
  });

  it(`a clone, a paste or a drop past ${MAX_SCREEN_ELEMENTS.toLocaleString('en')} elements`, () => {
    // The root, 4 + 3 chained containers and the labels: one short of the limit.
    const labels = Array.from({ length: MAX_SCREEN_ELEMENTS - 9 }, (_, i) => testNode(`l${i}`, 'label'));
    const project = screenWith(5, labels);
    expect(cloneNode(project, { nodeId: 's0', newId: counterIds() })).toEqual(tooLarge);
    const copied = copyNodes(project, { nodeIds: ['l0', 'l1'] });
    if (!copied.ok) throw new Error('copy');
    expect(pasteNodes(project, { parentId: 'root', clipboard: copied.value, newId: counterIds() })).toEqual(tooLarge);
    const last = insertNode(project, { parentId: 'root', node: testNode('last', 'label') });
    expect(last.ok).toBe(true);
    if (!last.ok) return;
    expect(cloneNode(last.screen, { nodeId: 'l0', newId: counterIds() })).toEqual(tooLarge);
  });

  it('a clipboard deeper than the limit is refused before it is read', () => {
    const clipboard = { kind: 'tessera/elements', sourceScreenId: 's', nodes: [testNode('a', 'label'), chain('x', 100_000)] };
    expect(pasteNodes(screenWith(3), { parentId: 'root', clipboard, newId: counterIds() })).toEqual(tooDeep);
  });
});
