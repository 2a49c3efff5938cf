import { describe, expect, it } from 'vitest';
import { validateElementTree } from './validate-element-tree.ts';
import { createElementNode } from './create-element-node.ts';
import { isSafeHref, isSafeMediaSource, openableUrl } from './safe-url.ts';

describe('openableUrl', () => {
  it('opens http(s), mailto and tel addresses only', () => {
    expect(openableUrl(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(openableUrl('mailto:team@example.com')).toBe('mailto:team@example.com');
    expect(openableUrl('tel:+905551112233')).toBe('tel:+905551112233');
    for (const refused of ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,<script>1</script>', '/orders', 'https:', '', 42, null]) {
      expect(openableUrl(refused), String(refused)).toBeNull();
    }
  });
});

describe('isSafeHref and isSafeMediaSource', () => {
  it('take paths, fragments and harmless schemes, and refuse script schemes however they are spelt', () => {
    for (const href of ['', '#', '#top', '/orders', 'details?id=1', 'https://example.com', 'mailto:a@b.co', 'tel:123']) expect(isSafeHref(href), href).toBe(true);
    for (const href of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\nscript:alert(1)', 'vbscript:x', 'data:text/html,x', 'file:///etc/passwd']) {
      expect(isSafeHref(href), href).toBe(false);
    }
    expect(isSafeMediaSource('https://cdn.example.com/a.png', 'image')).toBe(true);
    expect(isSafeMediaSource('/uploads/a.png', 'image')).toBe(true);
    expect(isSafeMediaSource('data:image/png;base64,iVBORw0KGgo=', 'image')).toBe(true);
    expect(isSafeMediaSource('data:image/png;base64,iVBORw0KGgo=', 'video')).toBe(false);
    expect(isSafeMediaSource('data:image/svg+xml;base64,PHN2Zz4=', 'image')).toBe(false);
    expect(isSafeMediaSource('javascript:alert(1)', 'image')).toBe(false);
  });

  it('make the validator refuse a stored javascript: link or image with its path', () => {
    const root = createElementNode('container', 'root');
    root.children.push(createElementNode('link', 'l1', { href: 'javascript:alert(document.cookie)' }));
    const checked = validateElementTree(root);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error.path).toContain('href');
    const image = createElementNode('container', 'root');
    image.children.push(createElementNode('image', 'i1', { src: ' javascript:alert(1)' }));
    expect(validateElementTree(image).ok).toBe(false);
  });
});
