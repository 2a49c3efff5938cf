import { createProjectDefinition, type ElementNode, type ProjectDefinition, type Screen } from '@tessera/model/definition';
import type { ScreenDetail, ScreenSummary } from '@tessera/model/workspace-api';

/** A node for tests: no style, bindings or events. */
export function testNode(id: string, type: string, children: ElementNode[] = [], props: Record<string, unknown> = {}): ElementNode {
  return { id, type, props, style: {}, bindings: {}, events: {}, children };
}

/** Screen `home` (root › row › button, label) and screen `other` (an empty root). */
export function testScreens(): Screen[] {
  return [
    {
      id: 'home',
      name: 'Home',
      kind: 'screen',
      isMobile: false,
      isDesktop: true,
      root: testNode('root', 'container', [testNode('row', 'row', [testNode('btn', 'button', [], { text: 'Go' }), testNode('lbl', 'label')])]),
    },
    { id: 'other', name: 'Other', kind: 'screen', isMobile: true, isDesktop: false, root: testNode('root2', 'container') },
  ];
}

/** A project holding `screens` (default: both test screens). */
export function testProject(screens: Screen[] = testScreens()): ProjectDefinition {
  return createProjectDefinition('p1', 'Test', screens);
}

/** Ids n1, n2, … */
export function counterIds(): () => string {
  let next = 0;
  return () => `n${++next}`;
}

/** The summary the server lists for a test screen. */
export function testSummary(screen: Screen, position: number, version = 1): ScreenSummary {
  return {
    id: screen.id,
    projectId: 'p1',
    name: screen.name,
    kind: screen.kind,
    isMobile: screen.isMobile,
    isDesktop: screen.isDesktop,
    masterId: null,
    version,
    position,
    isStartScreen: position === 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

/** The detail the server answers for a test screen. */
export function testDetail(screen: Screen, position: number, version = 1): ScreenDetail {
  return { ...testSummary(screen, position, version), root: screen.root };
}
