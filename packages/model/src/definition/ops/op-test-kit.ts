import type { ElementNode } from '../schema/element-node.ts';
import { createProjectDefinition, type ProjectDefinition } from '../schema/project-definition.ts';

/**
 * @internal Test helpers for the ops' suites: a small two-screen project and a counting id maker.
 */
export function testNode(id: string, type: string, children: ElementNode[] = [], props: Record<string, unknown> = {}): ElementNode {
  return { id, type, props, style: {}, bindings: {}, events: {}, children };
}

/** @internal */
export function testProject(): ProjectDefinition {
  return createProjectDefinition('p1', 'Test', [
    {
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
    },
    { id: 's2', name: 'Other', kind: 'screen', isMobile: false, isDesktop: true, root: testNode('root2', 'container') },
  ]);
}

/** @internal Ids n1, n2, ... */
export function counterIds(): () => string {
  let next = 0;
  return () => `n${++next}`;
}

/** @internal Child ids of a node on a screen, for compact assertions. */
export function childIds(project: ProjectDefinition, screenId: string, nodeId: string): string[] {
  const screen = project.screens.find((s) => s.id === screenId)!;
  const stack = [screen.root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.id === nodeId) return node.children.map((c) => c.id);
    stack.push(...node.children);
  }
  throw new Error(`no ${nodeId}`);
}
