import { createElementNode } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { hasMoreElementsThan, largeScreenCss } from './large-screen-style.ts';

describe('large screen style', () => {
  it('counts elements up to the limit', () => {
    const root = createElementNode('container', 'root');
    root.children.push(createElementNode('label', 'a'), createElementNode('label', 'b'));
    expect(hasMoreElementsThan(root, 2)).toBe(true);
    expect(hasMoreElementsThan(root, 3)).toBe(false);
  });

  it("targets the root's element children, with the root id quoted", () => {
    expect(largeScreenCss('root')).toBe('[data-node-id="root"] > [data-node-id] { content-visibility: auto; contain-intrinsic-size: auto 120px; }');
    expect(largeScreenCss('a"b\\c')).toContain('[data-node-id="a\\"b\\\\c"]');
  });
});
