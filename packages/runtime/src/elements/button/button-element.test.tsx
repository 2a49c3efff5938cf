import { describe, expect, it } from 'vitest';
import { hostTag, makeNode, renderNode } from '../../test-support/render-node.tsx';

describe('button element', () => {
  it('is a primary button reading "Button" by default', () => {
    const node = makeNode('button');
    const html = renderNode(node, 'edit');
    expect(html).toContain('>Button<');
    expect(hostTag(html, node.id)).toContain('role="button"');
  });

  it('looks different per variant', () => {
    const classes = (variant: string) => /class="([^"]*)"/.exec(renderNode(makeNode('button', { variant }), 'live'))?.[1];
    expect(new Set([classes('primary'), classes('secondary'), classes('text')]).size).toBe(3);
  });

  it('is focusable live only', () => {
    expect(renderNode(makeNode('button'), 'live')).toContain('tabindex="0"');
    expect(renderNode(makeNode('button'), 'edit')).not.toContain('tabindex');
  });

  it('puts the node text styles on its caption and the rest on the button', () => {
    const node = makeNode('button', { text: 'Go' }, [], { style: { color: '#000000', fontSize: 18, width: 200, backgroundColor: '#00ff00' } });
    const html = renderNode(node, 'edit');
    const host = hostTag(html, node.id) ?? '';
    expect(host).toContain('width:200px');
    expect(host).toContain('background-color:rgba(0,255,0,1.00)');
    expect(host).not.toContain('font-size');
    expect(html).toMatch(/<div[^>]*color:rgba\(0,0,0,1.00\);font-size:18px[^>]*>Go</);
  });

  it('shows its icon before the text', () => {
    expect(renderNode(makeNode('button', { icon: 'add', text: 'New' }), 'live')).toMatch(/>add<.*>New</);
  });

  it('is dimmed and inert when disabled', () => {
    expect(renderNode(makeNode('button', { disabled: true }), 'live')).toContain('aria-disabled="true"');
  });
});
