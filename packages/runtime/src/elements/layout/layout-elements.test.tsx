import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ModalContext } from '../../context/modal-context.ts';
import { RuntimeProvider } from '../../context/RuntimeProvider.tsx';
import { hostTag, makeNode, renderNode } from '../../test-support/render-node.tsx';
import { NodeView } from '../../view/NodeView.tsx';

describe('layout elements', () => {
  it('carry their node id and type on the outer host in edit mode, and not live', () => {
    for (const type of ['container', 'row', 'column', 'card', 'tabs', 'divider', 'spacer']) {
      const node = makeNode(type);
      expect(hostTag(renderNode(node, 'edit'), node.id)).toContain(`data-node-type="${type}"`);
      expect(renderNode(node, 'live')).not.toContain('data-node-id');
    }
  });

  it('show the drop placeholder when empty, on the canvas only', () => {
    for (const type of ['container', 'row', 'column', 'card', 'tabs']) {
      expect(renderNode(makeNode(type), 'edit')).toContain('Drop elements here');
      expect(renderNode(makeNode(type), 'live')).not.toContain('Drop elements here');
    }
    const filled = makeNode('column', {}, [makeNode('label')]);
    expect(renderNode(filled, 'edit')).not.toContain('Drop elements here');
  });

  it('lay out by their defaults and let a prop override them', () => {
    expect(renderNode(makeNode('row'), 'live')).toMatch(/flex-direction:row;.*gap:8px/);
    const overridden = renderNode(makeNode('row', { gap: 20, justify: 'space-between', wrap: true }), 'live');
    expect(overridden).toContain('justify-content:space-between');
    expect(overridden).toContain('gap:20px');
    expect(overridden).toContain('flex-wrap:wrap');
    expect(renderNode(makeNode('container', { direction: 'row', align: 'center' }), 'live')).toMatch(/flex-direction:row;.*align-items:center/);
  });

  it('applies the node style after the layout', () => {
    const html = renderNode(makeNode('column', {}, [], { style: { padding: '12px', backgroundColor: '#eef', flexDirection: 'row' } }), 'live');
    expect(html).toContain('padding-left:12px');
    expect(html).toContain('background-color:rgba(238,238,255,1.00)');
    expect(html).toMatch(/align-items:stretch;.*flex-direction:row/);
  });

  it('renders a card title and its children', () => {
    const html = renderNode(makeNode('card', { title: 'Profile' }, [makeNode('label', { text: 'Inside' })]), 'live');
    expect(html).toContain('Profile');
    expect(html).toContain('Inside');
  });

  it('shows only the active tab, labelled from tabs', () => {
    const tabs = makeNode('tabs', { tabs: ['One', 'Two'], activeIndex: 1 }, [
      makeNode('container', {}, [makeNode('label', { text: 'first tab' })]),
      makeNode('container', {}, [makeNode('label', { text: 'second tab' })]),
    ]);
    for (const mode of ['edit', 'live'] as const) {
      const html = renderNode(tabs, mode);
      expect(html).toContain('One');
      expect(html).toContain('Two');
      expect(html).toContain('second tab');
      expect(html).not.toContain('first tab');
      expect(html).toMatch(/aria-selected="true"[^>]*>(<[^>]*>)*Two/);
    }
    expect(renderNode(makeNode('tabs'), 'live')).toContain('Tab 1');
  });

  it('makes tabs pressable only when live', () => {
    const tabs = makeNode('tabs');
    expect(renderNode(tabs, 'live')).toContain('tabindex="0"');
    expect(renderNode(tabs, 'edit')).not.toContain('tabindex="0"');
  });

  it('sizes the divider and the spacer from their props', () => {
    expect(renderNode(makeNode('divider'), 'live')).toContain('height:1px');
    expect(renderNode(makeNode('divider', { orientation: 'vertical', thickness: 3 }), 'live')).toContain('width:3px');
    expect(renderNode(makeNode('spacer'), 'live')).toMatch(/width:16px;height:16px/);
    expect(renderNode(makeNode('spacer', { flexible: true }), 'live')).toContain('flex-grow:1');
  });

  it('a modal is designed in place on the canvas and shown live only while its host has it open', () => {
    const modal = makeNode('modal', { title: 'Delete task?' }, [makeNode('label', { text: 'Sure?' })]);
    expect(renderNode(modal, 'edit')).toContain('Delete task?');
    expect(renderNode(modal, 'live')).toBe('');
    const live = (open: boolean) =>
      renderToStaticMarkup(
        <RuntimeProvider mode="live">
          <ModalContext.Provider value={{ isOpen: (id) => open && id === modal.id, close: () => undefined }}>
            <NodeView node={modal} />
          </ModalContext.Provider>
        </RuntimeProvider>,
      );
    expect(live(false)).toBe('');
    expect(live(true)).toContain('role="dialog"');
    expect(live(true)).toContain('Sure?');
  });
});
