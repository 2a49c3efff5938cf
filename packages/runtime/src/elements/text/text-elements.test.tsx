import { describe, expect, it } from 'vitest';
import { hostTag, makeNode, renderNode } from '../../test-support/render-node.tsx';

describe('text elements', () => {
  it('render their defaults when props are missing', () => {
    expect(renderNode(makeNode('label'), 'live')).toContain('>Label<');
    expect(renderNode(makeNode('heading'), 'live')).toMatch(/<h2[^>]*>Heading<\/h2>/);
    expect(renderNode(makeNode('link'), 'live')).toContain('>Link<');
  });

  it('let a prop override its default', () => {
    expect(renderNode(makeNode('label', { text: 'Hello' }), 'live')).toContain('>Hello<');
    expect(renderNode(makeNode('heading', { text: 'Title', level: 1 }), 'live')).toMatch(/<h1[^>]*>Title<\/h1>/);
    const fontSizeClass = (html: string) => /r-fontSize-\w+/.exec(html)?.[0];
    expect(fontSizeClass(renderNode(makeNode('heading', { level: 1 }), 'live'))).not.toBe(fontSizeClass(renderNode(makeNode('heading'), 'live')));
  });

  it('carry the text styles on their Text host', () => {
    for (const type of ['label', 'heading', 'link']) {
      const node = makeNode(type, {}, [], { style: { color: '#ff0000', fontSize: 18, fontWeight: '700', textAlign: 'center' } });
      const tag = hostTag(renderNode(node, 'edit'), node.id) ?? '';
      expect(tag).toContain('color:rgba(255,0,0,1.00)');
      expect(tag).toContain('font-size:18px');
      expect(tag).toContain('font-weight:700');
      expect(tag).toContain('text-align:center');
    }
  });

  it('ignores a prop of the wrong kind', () => {
    expect(renderNode(makeNode('label', { text: { bad: true } }), 'live')).toContain('>Label<');
  });

  it('cuts a label to maxLines', () => {
    expect(renderNode(makeNode('label', { maxLines: 2 }), 'live')).toContain('-webkit-line-clamp:2');
    expect(renderNode(makeNode('label'), 'live')).not.toContain('line-clamp');
  });

  it('only makes text pressable live with actions attached', () => {
    const action = { id: 'a1', type: 'showMessage', params: {} };
    const withAction = makeNode('label', {}, [], { events: { onClick: [action] } });
    expect(renderNode(withAction, 'live')).toContain('cursor');
    expect(renderNode(withAction, 'edit')).not.toContain('cursor');
    expect(renderNode(makeNode('label'), 'live')).not.toContain('cursor');
  });

  it('marks a link as a link', () => {
    expect(renderNode(makeNode('link', { text: 'Docs', href: 'https://example.com' }), 'live')).toMatch(/role="link"/);
  });
});
