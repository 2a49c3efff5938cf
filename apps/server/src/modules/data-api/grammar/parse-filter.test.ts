import { describe, expect, it } from 'vitest';
import { filterOperators } from './ast.ts';
import { MAX_IN_ITEMS, MAX_VALUE_LENGTH } from './limits.ts';
import { accepted, onlyFilter, refused } from './test-helpers.ts';

describe('column filters', () => {
  it('reads every operator but in and is, keeping the rest of the value as it is', () => {
    for (const operator of filterOperators.filter((name) => name !== 'in' && name !== 'is')) {
      expect(onlyFilter(`age=${operator}.1.5`)).toEqual({
        path: [],
        node: { kind: 'condition', column: 'age', negated: false, operator, value: '1.5' },
      });
    }
  });

  it('negates with not.', () => {
    expect(onlyFilter('age=not.gte.18').node).toEqual({ kind: 'condition', column: 'age', negated: true, operator: 'gte', value: '18' });
    expect(onlyFilter('name=not.is.null').node).toEqual({ kind: 'condition', column: 'name', negated: true, operator: 'is', value: 'null' });
    expect(onlyFilter('id=not.in.(1,2)').node).toEqual({ kind: 'condition', column: 'id', negated: true, operator: 'in', value: ['1', '2'] });
  });

  it('keeps a top-level value exactly: dots, commas, quotes, parentheses, spaces and an empty value', () => {
    expect(onlyFilter('title=eq.a.b,c').node).toMatchObject({ value: 'a.b,c' });
    expect(onlyFilter('title=eq.%22quoted%22').node).toMatchObject({ value: '"quoted"' });
    expect(onlyFilter('title=eq.(x)').node).toMatchObject({ value: '(x)' });
    expect(onlyFilter('title=eq.two+words').node).toMatchObject({ value: 'two words' });
    expect(onlyFilter('title=eq.').node).toMatchObject({ value: '' });
    expect(onlyFilter('title=eq.a%26b%3Dc').node).toMatchObject({ value: 'a&b=c' });
    expect(onlyFilter('tasks%2Edone=eq.1')).toMatchObject({ path: ['tasks'], node: { column: 'done' } });
    expect(onlyFilter('title=eq.%C3%A9t%C3%A9').node).toMatchObject({ value: 'été' });
  });

  it('turns * into % in like and ilike, and only there', () => {
    expect(onlyFilter('name=like.*ab*c').node).toMatchObject({ operator: 'like', value: '%ab%c' });
    expect(onlyFilter('name=ilike.A*').node).toMatchObject({ operator: 'ilike', value: 'A%' });
    expect(onlyFilter('name=eq.*').node).toMatchObject({ operator: 'eq', value: '*' });
  });

  it('reads in lists with double-quoted items, backslash escapes and raw items', () => {
    expect(onlyFilter('id=in.(1,2,3)').node).toMatchObject({ operator: 'in', value: ['1', '2', '3'] });
    expect(onlyFilter('name=in.(a,%22b,c%22,d)').node).toMatchObject({ value: ['a', 'b,c', 'd'] });
    expect(onlyFilter('name=in.(%22say%20%5C%22hi%5C%22%22,%22back%5C%5Cslash%22)').node).toMatchObject({ value: ['say "hi"', 'back\\slash'] });
    expect(onlyFilter('name=in.(%22a%22b,c)').node).toMatchObject({ value: ['"a"b', 'c'] });
    expect(onlyFilter('name=in.(%22a)b%22)').node).toMatchObject({ value: ['a)b'] });
    expect(onlyFilter('name=in.(a, b )').node).toMatchObject({ value: ['a', ' b '] });
    expect(onlyFilter('name=in.()').node).toMatchObject({ value: [] });
    expect(onlyFilter('name=in.(,)').node).toMatchObject({ value: ['', ''] });
  });

  it('reads is with null, true, false and unknown in any case', () => {
    for (const [written, value] of [['null', 'null'], ['NULL', 'null'], ['True', 'true'], ['false', 'false'], ['unknown', 'unknown']]) {
      expect(onlyFilter(`done=is.${written}`).node).toMatchObject({ operator: 'is', value });
    }
  });

  it('scopes a filter to an embed by its path, keeping repeated keys as separate filters', () => {
    expect(accepted('tasks.done=eq.true&tasks.comments.body=like.*x*&age=gt.1&age=lt.10').filters).toEqual([
      { path: ['tasks'], node: { kind: 'condition', column: 'done', negated: false, operator: 'eq', value: 'true' } },
      { path: ['tasks', 'comments'], node: { kind: 'condition', column: 'body', negated: false, operator: 'like', value: '%x%' } },
      { path: [], node: { kind: 'condition', column: 'age', negated: false, operator: 'gt', value: '1' } },
      { path: [], node: { kind: 'condition', column: 'age', negated: false, operator: 'lt', value: '10' } },
    ]);
  });

  it('unquotes double-quoted names, so a dot or a keyword can be part of a column name', () => {
    expect(onlyFilter('%22my.col%22=eq.1')).toMatchObject({ path: [], node: { column: 'my.col' } });
    expect(onlyFilter('%22order%22=eq.1')).toMatchObject({ path: [], node: { column: 'order' } });
    expect(onlyFilter('tasks.%22a%20b%22=eq.1')).toMatchObject({ path: ['tasks'], node: { column: 'a b' } });
    expect(onlyFilter('first-name=eq.x')).toMatchObject({ node: { column: 'first-name' } });
    expect(onlyFilter('%C3%A9t%C3%A9=eq.x')).toMatchObject({ node: { column: 'été' } });
  });

  it('refuses an unknown operator, naming it and the key', () => {
    const error = refused('age=noop.1');
    expect(error).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(error.message).toBe('Failed to parse filter "age": unknown operator "noop"');
    expect(error.hint).toContain('eq, neq, gt, gte, lt, lte, like, ilike, in, is');
  });

  it('names PostgREST operators this data API does not take as not supported', () => {
    expect(refused('tags=cs.{a,b}').message).toBe('Failed to parse filter "tags": the operator "cs" is not supported');
    expect(refused('body=fts(english).cat').message).toBe('Failed to parse filter "body": the operator "fts" is not supported');
    expect(refused('a=isdistinct.1').message).toContain('"isdistinct" is not supported');
  });

  it('refuses a value with no operator instead of ignoring it', () => {
    expect(refused('age=18').message).toBe('Failed to parse filter "age": unknown operator "18"');
    expect(refused('age=').message).toBe('Failed to parse filter "age": expected an operator, e.g. eq.1');
    expect(refused('age=eq').message).toBe('Failed to parse filter "age": expected "." and a value after the operator "eq"');
    expect(refused('age=not.not.eq.1').message).toContain('unknown operator "not"');
    expect(refused('age=EQ.1').message).toContain('unknown operator "EQ"');
  });

  it('refuses malformed in and is values', () => {
    expect(refused('id=in.1,2').message).toBe('Failed to parse filter "id": expected "(" to open the in list, e.g. in.(1,2,3)');
    expect(refused('id=in.(1,2').message).toBe('Failed to parse filter "id": expected "," or ")" in the in list');
    expect(refused('id=in.(1,2)x').message).toBe('Failed to parse filter "id": unexpected "x" after the in value');
    expect(refused('id=in').message).toContain('expected "." after the operator "in"');
    expect(refused('done=is.maybe').message).toBe('Failed to parse filter "done": "is" takes null, true, false or unknown');
    expect(refused('done=is.nullx').message).toContain('"is" takes null, true, false or unknown');
    expect(refused('done=is.null_1').message).toContain('"is" takes null, true, false or unknown');
    expect(refused('done=is.null!').message).toBe('Failed to parse filter "done": unexpected "!" after the is value');
    expect(onlyFilter('done=is.true%20').node).toMatchObject({ value: 'true' });
  });

  it('refuses keys that are not names, JSON paths and casts, by name', () => {
    expect(refused('a;b=eq.1').message).toBe('Failed to parse the key "a;b": unexpected ";" in a name');
    expect(refused('data->a=eq.1').message).toBe('Failed to parse the key "data->a": JSON paths ("->", "->>") are not supported');
    expect(refused('data->>a=eq.1').message).toContain('JSON paths');
    expect(refused('age::text=eq.1').message).toBe('Failed to parse the key "age::text": casts ("::") are not supported');
    expect(refused('tasks..done=eq.1').message).toContain('expected a column or embed name');
    expect(refused('%22open=eq.1').message).toContain('a double quote is not closed');
    expect(refused('=eq.1').message).toContain('expected a column or embed name, found the end of the text');
  });

  it('refuses a value or an in item over the length limit, and an in list over its item limit', () => {
    expect(onlyFilter(`name=eq.${'x'.repeat(MAX_VALUE_LENGTH)}`).node).toMatchObject({ operator: 'eq' });
    expect(refused(`name=eq.${'x'.repeat(MAX_VALUE_LENGTH + 1)}`).message).toBe(`A value of filter "name" is longer than ${MAX_VALUE_LENGTH} characters.`);
    expect(refused(`name=in.(${'x'.repeat(MAX_VALUE_LENGTH + 1)})`).message).toContain(`longer than ${MAX_VALUE_LENGTH} characters`);
    const items = (count: number) => Array.from({ length: count }, (_, index) => index).join(',');
    expect(onlyFilter(`id=in.(${items(MAX_IN_ITEMS)})`).node).toMatchObject({ operator: 'in' });
    expect(refused(`id=in.(${items(MAX_IN_ITEMS + 1)})`).message).toBe(`An in list of filter "id" has more than ${MAX_IN_ITEMS} items.`);
  });
});
