import { describe, expect, it } from 'vitest';
import type { ElementNode } from './element-node.ts';
import { elementTreeSchema } from './element-tree.ts';
import { hasElementTreeOutline, postedElementTreeSchema } from './posted-tree.ts';
import { MAX_SCREEN_ELEMENTS, MAX_SCREEN_NESTING } from './tree-limits.ts';

const node = (id: string, type = 'container', children: ElementNode[] = []): ElementNode => ({ id, type, props: {}, style: {}, bindings: {}, events: {}, children });

function chain(levels: number): ElementNode {
  let deepest = node(`c${levels - 1}`);
  for (let level = levels - 2; level >= 0; level--) deepest = node(`c${level}`, 'container', [deepest]);
  return deepest;
}

const tree = node('root', 'container', [node('title', 'heading'), node('card', 'container', [node('name', 'label')])]);

describe('postedElementTreeSchema', () => {
  it('accepts a tree the full schema accepts, as the same object', () => {
    expect(elementTreeSchema.safeParse(tree).success).toBe(true);
    const parsed = postedElementTreeSchema.safeParse(tree);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toBe(tree);
  });

  it('refuses a tree past the nesting or element limits', () => {
    expect(postedElementTreeSchema.safeParse(chain(MAX_SCREEN_NESTING)).success).toBe(true);
    expect(postedElementTreeSchema.safeParse(chain(MAX_SCREEN_NESTING + 1)).success).toBe(false);
    const tooMany = node('root', 'container', Array.from({ length: MAX_SCREEN_ELEMENTS }, (_, i) => node(`l${i}`, 'label')));
    expect(postedElementTreeSchema.safeParse(tooMany).success).toBe(false);
  });

  it('refuses what is not an element tree, at any depth', () => {
    const broken = (change: (leaf: Record<string, unknown>) => void): unknown => {
      const copy = JSON.parse(JSON.stringify(tree)) as { children: { children: Record<string, unknown>[] }[] };
      change(copy.children[1]!.children[0]!);
      return copy;
    };
    for (const value of [
      null,
      'root',
      [tree],
      broken((leaf) => delete leaf.id),
      broken((leaf) => (leaf.id = '')),
      broken((leaf) => (leaf.type = 3)),
      broken((leaf) => (leaf.props = [])),
      broken((leaf) => delete leaf.style),
      broken((leaf) => (leaf.children = {})),
      broken((leaf) => (leaf.children = ['label'])),
    ]) {
      expect(hasElementTreeOutline(value)).toBe(false);
      expect(postedElementTreeSchema.safeParse(value).success).toBe(false);
    }
  });
});
