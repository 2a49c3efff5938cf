import { describe, expect, it } from 'vitest';
import { MAX_EMBED_DEPTH, MAX_SELECT_ITEMS } from './limits.ts';
import { accepted, refused } from './test-helpers.ts';

const select = (text: string) => accepted(`select=${encodeURIComponent(text)}`).select;
const column = (name: string, alias: string | null = null) => ({ kind: 'column', name, alias });
const embed = (relation: string, items: unknown[], options: { alias?: string; hint?: string; inner?: boolean } = {}) => ({
  kind: 'embed',
  relation,
  alias: options.alias ?? null,
  hint: options.hint ?? null,
  inner: options.inner ?? false,
  select: items,
});

describe('select', () => {
  it('is * when not given', () => {
    expect(accepted('').select).toEqual([{ kind: 'star' }]);
  });

  it('reads columns, aliases, *, embeds with aliases, hints, !inner and nesting', () => {
    expect(select('id,name,alias:col,tasks(id,title),owner:users!owner_id(name),tasks!inner(*)')).toEqual([
      column('id'),
      column('name'),
      column('col', 'alias'),
      embed('tasks', [column('id'), column('title')]),
      embed('users', [column('name')], { alias: 'owner', hint: 'owner_id' }),
      embed('tasks', [{ kind: 'star' }], { inner: true }),
    ]);
    expect(select('*,projects(name,tasks(title,comments(body)))')).toEqual([
      { kind: 'star' },
      embed('projects', [column('name'), embed('tasks', [column('title'), embed('comments', [column('body')])])]),
    ]);
  });

  it('reads the hint and join type in either order, !left as not inner, and empty embeds', () => {
    expect(select('users!inner!owner_id(id)')).toEqual([embed('users', [column('id')], { hint: 'owner_id', inner: true })]);
    expect(select('users!owner_id!inner(id)')).toEqual([embed('users', [column('id')], { hint: 'owner_id', inner: true })]);
    expect(select('users!left(id)')).toEqual([embed('users', [column('id')])]);
    expect(select('title,actors!inner()')).toEqual([column('title'), embed('actors', [], { inner: true })]);
  });

  it('ignores spaces around items and unquotes double-quoted names', () => {
    expect(select(' id , tasks ( id , "due date" ) ')).toEqual([column('id'), embed('tasks', [column('id'), column('due date')])]);
    expect(select('"a,b":"c:d","x\\"y"')).toEqual([column('c:d', 'a,b'), column('x"y')]);
    expect(select('first-name,été,$price,𝒳y')).toEqual([column('first-name'), column('été'), column('$price'), column('𝒳y')]);
  });

  it('refuses casts, JSON paths, spreads and aggregates by name', () => {
    expect(refused('select=id::text')).toMatchObject({ status: 400, code: 'PGRST100', message: 'Failed to parse select: casts ("::") are not supported' });
    expect(refused('select=alias:data->a->>b').message).toBe('Failed to parse select: JSON paths ("->", "->>") are not supported');
    expect(refused('select=..owner(name)').message).toBe('Failed to parse select: spread embeds ("..") are not supported');
    expect(refused('select=amount.sum()')).toMatchObject({ status: 400, code: 'PGRST123', message: 'Failed to parse select: aggregate functions are not allowed' });
    expect(refused('select=count()').code).toBe('PGRST123');
    expect(refused('select=tasks(count())').code).toBe('PGRST123');
  });

  it('refuses malformed lists, naming what was expected', () => {
    expect(refused('select=').message).toBe('Failed to parse select: expected a column name, an embed or "*", found the end of the text');
    expect(refused('select=id,').message).toContain('expected a column name, an embed or "*"');
    expect(refused('select=tasks(id').message).toBe('Failed to parse select: expected "," or ")" in the embed’s columns');
    expect(refused('select=id)').message).toBe('Failed to parse select: unexpected ")" after a select item');
    expect(refused('select=a;b').message).toBe('Failed to parse select: unexpected ";" after a select item');
    expect(refused('select=users!owner_id').message).toContain('expected "(" and the embed’s columns after the embed hint');
    expect(refused('select=users!inner!left(id)').message).toContain('takes "!inner" or "!left" once');
    expect(refused('select=users!a!b(id)').message).toContain('takes one hint');
    expect(refused('select=*!hint(id)').message).toContain('unexpected "!" after a select item');
    expect(refused('select=alias:*').message).toContain('expected a column or embed name after the alias "alias"');
    expect(refused('select=id&select=name').message).toBe('The parameter "select" is given more than once.');
  });

  it(`nests embeds at most ${MAX_EMBED_DEPTH} deep and takes at most ${MAX_SELECT_ITEMS} items`, () => {
    const nested = (depth: number) => `${'e('.repeat(depth)}id${')'.repeat(depth)}`;
    expect(select(nested(MAX_EMBED_DEPTH))).toHaveLength(1);
    expect(refused(`select=${nested(MAX_EMBED_DEPTH + 1)}`).message).toBe(`Embeds of select nest deeper than ${MAX_EMBED_DEPTH} levels.`);
    expect(refused(`select=${nested(2500)}`).message).toContain('nest deeper than');
    const items = (count: number) => Array.from({ length: count }, (_, index) => `c${index}`).join(',');
    expect(select(items(MAX_SELECT_ITEMS))).toHaveLength(MAX_SELECT_ITEMS);
    expect(refused(`select=${items(MAX_SELECT_ITEMS + 1)}`).message).toBe(`The select parameter has more than ${MAX_SELECT_ITEMS} items.`);
    expect(refused(`select=e(${items(MAX_SELECT_ITEMS)})`).message).toContain(`more than ${MAX_SELECT_ITEMS} items`);
  });
});
