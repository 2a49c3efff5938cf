import { iconFamilies } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { hostTag, makeNode, renderNode } from '../../test-support/render-node.tsx';

describe('media elements', () => {
  it('an icon is its name in its family font, at its size and colour', () => {
    const html = renderNode(makeNode('icon'), 'live');
    expect(html).toContain('>star<');
    expect(html).toContain('font-family:Material Icons;');
    expect(html).toContain('font-size:24px');
    for (const family of iconFamilies) {
      const icon = renderNode(makeNode('icon', { name: 'home', family, size: 20, color: '#ff0000' }), 'live');
      expect(icon).toContain(`font-family:${family};`);
      expect(icon).toContain('font-size:20px');
      expect(icon).toContain('color:rgba(255,0,0,1.00)');
      expect(icon).toContain('>home<');
    }
  });

  it('an icon carries the node id on the canvas', () => {
    const node = makeNode('icon');
    expect(hostTag(renderNode(node, 'edit'), node.id)).toContain('font-family:Material Icons');
  });

  it('an image is 150×60 by default, shows a placeholder without src and its picture with one', () => {
    const empty = renderNode(makeNode('image'), 'live');
    expect(empty).toMatch(/^<div[^>]*class="[^"]*r-height-[^"]*r-width-/);
    expect(empty).toContain('Image');
    const image = renderNode(makeNode('image', { src: 'https://example.com/a.png', alt: 'A cat' }, [], { style: { width: 300 } }), 'live');
    expect(image).toContain('aria-label="A cat"');
    expect(image).toContain('width:300px');
  });

  it('a video is a web video element live and never plays on the canvas', () => {
    const live = renderNode(makeNode('video', { src: 'https://example.com/a.mp4', autoPlay: true, loop: true }), 'live');
    expect(live).toMatch(/<video[^>]*src="https:\/\/example.com\/a.mp4"/);
    expect(live).toMatch(/<video[^>]*autoPlay=""/);
    expect(live).toMatch(/<video[^>]*controls=""/);
    const edit = renderNode(makeNode('video', { src: 'https://example.com/a.mp4', autoPlay: true }), 'edit');
    expect(edit).not.toMatch(/autoPlay|controls/);
    expect(edit).toContain('tabindex="-1"');
    expect(renderNode(makeNode('video'), 'live')).toContain('▶');
  });

  it('an image or a video with a script address shows its empty state instead of loading it', () => {
    const image = renderNode(makeNode('image', { src: 'javascript:alert(1)' }), 'live');
    expect(image).not.toContain('javascript');
    expect(image).toContain('Image');
    const video = renderNode(makeNode('video', { src: ' javascript:alert(1)' }), 'live');
    expect(video).not.toContain('javascript');
    expect(video).not.toContain('<video');
  });
});
