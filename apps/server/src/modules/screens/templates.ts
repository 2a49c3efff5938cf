import { randomUUID } from 'node:crypto';
import { createElementNode, type ElementNode } from '@tessera/model/definition';
import type { ScreenTemplate } from '@tessera/model/workspace-api';

/**
 * The element tree a new screen starts with: a column container as the root, and for the header
 * templates a header row (64 px on desktop, 56 px on mobile) with the screen's name as heading
 * above a body container that fills the rest. Where elements are dropped (the blank root, the
 * body) there is an inner margin and a gap between elements, so a first drop does not touch the
 * screen's edges or its neighbour.
 */
export function screenRootFromTemplate(template: ScreenTemplate, screenName: string): ElementNode {
  const mobile = template === 'blankWithHeaderForMobile';
  const inset = mobile ? '16px' : '24px';
  if (template === 'blank') {
    const root = createElementNode('container', randomUUID(), { direction: 'column', gap: 12 });
    root.style = { width: '100%', minHeight: '100%', padding: inset };
    return root;
  }
  const root = createElementNode('container', randomUUID(), { direction: 'column' });
  root.style = { width: '100%', minHeight: '100%' };
  const header = createElementNode('container', randomUUID(), { direction: 'row', align: 'center', gap: 8 });
  header.style = { height: mobile ? '56px' : '64px', paddingLeft: mobile ? '12px' : '24px', paddingRight: mobile ? '12px' : '24px' };
  const title = createElementNode('heading', randomUUID(), { text: screenName, level: mobile ? 3 : 2 });
  header.children.push(title);
  const body = createElementNode('container', randomUUID(), { direction: 'column', gap: 12 });
  body.style = { flex: 1, padding: inset };
  root.children.push(header, body);
  return root;
}
