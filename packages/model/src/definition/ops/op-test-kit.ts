import type { ElementNode } from '../schema/element-node.ts';
import type { Screen } from '../schema/screen.ts';

/**
 * @internal Test helpers for the ops' suites: a small screen, a second one, and a counting id maker.
 */
export function testNode(id: string, type: string, children: ElementNode[] = [], props: Record<string, unknown> = {}): ElementNode {
  return { id, type, props, style: {}, bindings: {}, events: {}, children };
}

/** @internal The screen `s1`. */
export function testScreen(): Screen {
  return {
      id: 's1',
      name: 'Home',
      kind: 'screen',
      isMobile: true,
      isDesktop: false,
      root: testNode('root', 'container', [
        testNode('row', 'row', [testNode('btn', 'button', [], { text: 'Go' }), testNode('lbl', 'label')]),
        testNode('rep', 'dataRepeater', [testNode('card', 'card', [testNode('title', 'heading')])]),
        testNode('tabs', 'tabs', [testNode('tab1', 'container')]),
      ]),
  };
}

/** @internal The screen `s2`: an empty root `root2`. */
export function otherScreen(): Screen {
  return { id: 's2', name: 'Other', kind: 'screen', isMobile: false, isDesktop: true, root: testNode('root2', 'container') };
}

/** @internal Ids n1, n2, ... */
export function counterIds(): () => string {
  let next = 0;
  return () => `n${++next}`;
}

/** @internal Child ids of a node on a screen, for compact assertions. */
export function childIds(screen: Screen, nodeId: string): string[] {
  const stack = [screen.root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.id === nodeId) return node.children.map((c) => c.id);
    stack.push(...node.children);
  }
  throw new Error(`no ${nodeId}`);
}
