import { describe, expect, it } from 'vitest';
import { MAX_FILTERS, MAX_LOGIC_DEPTH } from './limits.ts';
import { accepted, onlyFilter, refused } from './test-helpers.ts';

const condition = (column: string, operator: string, value: unknown, negated = false) => ({ kind: 'condition', column, negated, operator, value });

describe('logic trees', () => {
  it('reads or, and and their not. forms as groups of conditions', () => {
    expect(onlyFilter('or=(age.gte.14,age.lte.18)')).toEqual({
      path: [],
      node: { kind: 'group', op: 'or', negated: false, children: [condition('age', 'gte', '14'), condition('age', 'lte', '18')] },
    });
    expect(onlyFilter('and=(a.eq.1)').node).toMatchObject({ op: 'and', negated: false });
    expect(onlyFilter('not.or=(a.eq.1,b.eq.2)').node).toMatchObject({ op: 'or', negated: true });
    expect(onlyFilter('not.and=(a.eq.1,b.eq.2)').node).toMatchObject({ op: 'and', negated: true });
  });

  it('nests groups, negated groups and negated conditions', () => {
    expect(onlyFilter('or=(a.eq.1,and(b.gt.2,not.c.is.null),not.or(d.lt.0,e.not.like.x*))').node).toEqual({
      kind: 'group',
      op: 'or',
      negated: false,
      children: [
        condition('a', 'eq', '1'),
        { kind: 'group', op: 'and', negated: false, children: [condition('b', 'gt', '2'), condition('c', 'is', 'null', true)] },
        { kind: 'group', op: 'or', negated: true, children: [condition('d', 'lt', '0'), condition('e', 'like', 'x%', true)] },
      ],
    });
  });

  it('scopes a tree to an embed: tasks.or, tasks.not.and', () => {
    expect(accepted('tasks.or=(done.is.true,due.lt.2026-01-01)&tasks.comments.not.and=(a.eq.1)').filters.map(({ path, node }) => [path, node.kind === 'group' && node.negated])).toEqual([
      [['tasks'], false],
      [['tasks', 'comments'], true],
    ]);
  });

  it('reads values: quoted with escapes, array literals, in lists, raw up to , or ), spaces around items', () => {
    expect(onlyFilter('or=(name.eq.%22a,b%22,name.eq.%22x%5C%22y%22,tags.eq.{1,2},id.in.(1,%22a,b%22), n.eq.two words )').node).toMatchObject({
      children: [
        condition('name', 'eq', 'a,b'),
        condition('name', 'eq', 'x"y'),
        condition('tags', 'eq', '{1,2}'),
        condition('id', 'in', ['1', 'a,b']),
        condition('n', 'eq', 'two words '),
      ],
    });
    expect(onlyFilter('or=(a.is.null , b.not.is.true )').node).toMatchObject({ children: [condition('a', 'is', 'null'), condition('b', 'is', 'true', true)] });
    expect(onlyFilter('or=(id.in.(%22a)b%22,c),x.eq.%22(%22)').node).toMatchObject({ children: [condition('id', 'in', ['a)b', 'c']), condition('x', 'eq', '(')] });
    expect(onlyFilter('or=(a.eq.,b.is.NULL)').node).toMatchObject({ children: [condition('a', 'eq', ''), condition('b', 'is', 'null')] });
    expect(onlyFilter('or=(%22my col%22.eq.1,%22not%22.eq.2)').node).toMatchObject({ children: [condition('my col', 'eq', '1'), condition('not', 'eq', '2')] });
  });

  it('treats and/or as a column when not followed by "("', () => {
    expect(onlyFilter('or=(and.eq.1)').node).toMatchObject({ children: [condition('and', 'eq', '1')] });
  });

  it('refuses malformed trees, naming the key and what was expected', () => {
    expect(refused('or=a.eq.1').message).toBe('Failed to parse filter "or": expected "(" to open the or list, e.g. or=(a.eq.1,b.eq.2)');
    expect(refused('or=()').message).toBe('Failed to parse filter "or": expected a column name, found ")"');
    expect(refused('or=(a.eq.1').message).toBe('Failed to parse filter "or": expected "," or ")" in the or list');
    expect(refused('or=(a.eq.1))').message).toBe('Failed to parse filter "or": unexpected ")" after the closing ")"');
    expect(refused('and=(a.eq.1,b)').message).toBe('Failed to parse filter "and": expected "." after the column name, e.g. age.gt.18');
    expect(refused('or=(a.is.nul)').message).toBe('Failed to parse filter "or": "is" takes null, true, false or unknown');
    expect(refused('or=(a.is.null b)').message).toBe('Failed to parse filter "or": expected "," or ")" in the or list');
    expect(refused('or=(a.xx.1)').message).toBe('Failed to parse filter "or": unknown operator "xx"');
    expect(refused('or=(id.in.1,2)').message).toContain('expected "(" to open the in list');
    expect(refused('or=(a.eq.1,xor(b.eq.2))').message).toContain('expected "." after the column name');
    expect(refused('or=(data->a.eq.1)').message).toContain('JSON paths');
    expect(refused('tasks.or=(a.eq.1)x').message).toBe('Failed to parse filter "tasks.or": unexpected "x" after the closing ")"');
  });

  it(`nests at most ${MAX_LOGIC_DEPTH} levels deep`, () => {
    const nested = (depth: number) => `or=${'('.repeat(1)}${'and('.repeat(depth - 1)}a.eq.1${')'.repeat(depth)}`;
    expect(onlyFilter(nested(MAX_LOGIC_DEPTH)).node.kind).toBe('group');
    expect(refused(nested(MAX_LOGIC_DEPTH + 1))).toMatchObject({ status: 400, code: 'PGRST100', message: `Logic groups of filter "or" nest deeper than ${MAX_LOGIC_DEPTH} levels.` });
    expect(refused(nested(1600)).message).toContain('nest deeper than');
  });

  it(`counts every condition in trees and keys towards ${MAX_FILTERS}`, () => {
    const conditions = (count: number) => Array.from({ length: count }, (_, index) => `c${index}.eq.1`).join(',');
    expect(accepted(`or=(${conditions(MAX_FILTERS - 1)})&a=eq.1`).filters).toHaveLength(2);
    expect(refused(`or=(${conditions(MAX_FILTERS)})&a=eq.1`).message).toBe(`The request has more than ${MAX_FILTERS} filter conditions.`);
    expect(refused(Array.from({ length: MAX_FILTERS + 1 }, () => 'a=eq.1').join('&')).message).toContain(`more than ${MAX_FILTERS} filter conditions`);
  });
});
