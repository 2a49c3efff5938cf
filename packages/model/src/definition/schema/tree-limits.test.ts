import { describe, expect, it } from 'vitest';
import v1 from './fixtures/project-v1.json' with { type: 'json' };
import type { ElementNode } from './element-node.ts';
import { elementTreeSchema } from './element-tree.ts';
import { migrateDefinition } from './migrate-definition.ts';
import {
  checkElementTreeLimits,
  MAX_ELEMENT_VALUE_NESTING,
  MAX_SCREEN_ELEMENTS,
  MAX_SCREEN_NESTING,
  measureElementTree,
  screenTreeLimitMessages,
} from './tree-limits.ts';

const node = (id: string, type = 'container', children: ElementNode[] = []): ElementNode => ({ id, type, props: {}, style: {}, bindings: {}, events: {}, children });

/** A chain of `levels` containers, the root included. */
function chain(levels: number): ElementNode {
  let deepest = node(`c${levels - 1}`);
  for (let level = levels - 2; level >= 0; level--) deepest = node(`c${level}`, 'container', [deepest]);
  return deepest;
}

/** A root with `count - 1` labels: `count` elements. */
const flat = (count: number): ElementNode => node('root', 'container', Array.from({ length: count - 1 }, (_, i) => node(`l${i}`, 'label')));

/** An object nesting `levels` objects, the outermost included. */
const nestedValue = (levels: number): Record<string, unknown> => {
  let value: Record<string, unknown> = {};
  for (let level = 1; level < levels; level++) value = { next: value };
  return value;
};

describe('checkElementTreeLimits', () => {
  it(`takes ${MAX_SCREEN_NESTING} levels and refuses one more, naming the limit`, () => {
    expect(checkElementTreeLimits(chain(MAX_SCREEN_NESTING))).toEqual({ ok: true, value: true });
    expect(checkElementTreeLimits(chain(MAX_SCREEN_NESTING + 1))).toEqual({
      ok: false,
      error: { code: 'tree-too-deep', message: screenTreeLimitMessages.tooDeep, path: '' },
    });
  });

  it('refuses trees 1,600 and 200,000 levels deep without recursing', () => {
    for (const levels of [1_600, 200_000]) {
      expect(checkElementTreeLimits(chain(levels))).toMatchObject({ ok: false, error: { code: 'tree-too-deep' } });
    }
  });

  it(`takes ${MAX_SCREEN_ELEMENTS.toLocaleString('en')} elements and refuses one more`, () => {
    expect(checkElementTreeLimits(flat(MAX_SCREEN_ELEMENTS)).ok).toBe(true);
    expect(checkElementTreeLimits(flat(MAX_SCREEN_ELEMENTS + 1))).toMatchObject({
      ok: false,
      error: { code: 'tree-too-large', message: screenTreeLimitMessages.tooManyElements },
    });
  });

  it('refuses a value nested too deep inside an element, naming its field', () => {
    const within = { ...node('b', 'button'), props: nestedValue(MAX_ELEMENT_VALUE_NESTING) };
    expect(checkElementTreeLimits(node('root', 'container', [within])).ok).toBe(true);
    const params = nestedValue(100_000);
    const button = { ...node('b', 'button'), events: { onClick: [{ id: 'a', type: 'navigate', params }] } };
    expect(checkElementTreeLimits(node('root', 'container', [node('row', 'row', [node('x', 'label'), button])]))).toEqual({
      ok: false,
      error: { code: 'value-too-deep', message: screenTreeLimitMessages.valueTooDeep, path: 'children[0].children[1].events' },
    });
  });

  it('leaves other shapes to the schema', () => {
    for (const value of [null, 'text', 7, [], { id: 'r' }, { children: 'none' }, { children: [1, [[[[]]]], null] }]) {
      expect(checkElementTreeLimits(value).ok).toBe(true);
    }
  });
});

describe('measureElementTree', () => {
  it('counts levels and elements', () => {
    expect(measureElementTree(node('a'))).toEqual({ levels: 1, elements: 1 });
    expect(measureElementTree(node('r', 'container', [chain(3), node('x', 'label')]))).toEqual({ levels: 4, elements: 5 });
    expect(measureElementTree(chain(100_000))).toEqual({ levels: 100_000, elements: 100_000 });
  });
});

describe('elementTreeSchema', () => {
  it('refuses a deep tree with the limit, before the recursive schema runs', () => {
    for (const levels of [1_600, 200_000]) {
      const result = elementTreeSchema.safeParse(chain(levels));
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ message: screenTreeLimitMessages.tooDeep, path: [] })]);
    }
  });

  it('reads a tree at the limits like the node schema', () => {
    const tree = chain(MAX_SCREEN_NESTING);
    expect(elementTreeSchema.safeParse(tree)).toEqual({ success: true, data: tree });
    expect(elementTreeSchema.safeParse(flat(MAX_SCREEN_ELEMENTS)).success).toBe(true);
    const broken = elementTreeSchema.safeParse(node('r', 'container', [{ ...node('x'), id: 7 } as unknown as ElementNode]));
    expect(broken.error?.issues[0]?.path).toEqual(['children', 0, 'id']);
  });

  it('guards definitions too: a stored document with a deep screen is refused with the screen’s path', () => {
    const deep = { ...v1, screens: [{ ...v1.screens[0], root: chain(1_600) }] };
    expect(migrateDefinition(deep)).toEqual({
      ok: false,
      error: { code: 'tree-too-deep', message: `screens[0].root: ${screenTreeLimitMessages.tooDeep}`, path: 'screens[0].root' },
    });
  });
});
