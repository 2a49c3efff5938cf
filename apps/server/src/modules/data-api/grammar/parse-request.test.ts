import { describe, expect, it } from 'vitest';
import { MAX_QUERY_BYTES } from './limits.ts';
import { decodeQueryComponent, queryPairs } from './query-pairs.ts';
import { accepted, refused } from './test-helpers.ts';

describe('the query string', () => {
  it('is split into pairs in order, duplicates kept, + as a space, bad escapes left as they are', () => {
    expect(queryPairs('?a=1&&b&c=x=y&a=2')).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: null },
      { key: 'c', value: 'x=y' },
      { key: 'a', value: '2' },
    ]);
    expect(decodeQueryComponent('a+b%20c%2B')).toBe('a b c+');
    expect(decodeQueryComponent('100%')).toBe('100%');
    expect(decodeQueryComponent('%zz%4')).toBe('%zz%4');
    expect(decodeQueryComponent('%E2%82%AC%FF')).toBe('€\uFFFD');
    expect(decodeQueryComponent('é')).toBe('é');
  });

  it('reads columns and on_conflict as name lists', () => {
    expect(accepted('columns=id,name,%22due date%22&on_conflict=email').columns).toEqual(['id', 'name', 'due date']);
    expect(accepted('on_conflict=a, b').onConflict).toEqual(['a', 'b']);
    expect(accepted('').columns).toBeNull();
    expect(accepted('').onConflict).toBeNull();
    expect(refused('columns=a;b').message).toBe('Failed to parse columns: expected "," between column names');
    expect(refused('on_conflict=').message).toBe('Failed to parse on_conflict: expected a column name, found the end of the text');
    expect(refused('columns=a&columns=b').message).toBe('The parameter "columns" is given more than once.');
  });

  it('puts a whole request together', () => {
    const request = accepted('select=id,tasks(title)&tasks.done=eq.false&or=(a.eq.1,b.eq.2)&order=id.desc&limit=10&on_conflict=id', {
      prefer: 'count=exact',
      range: '0-9',
    });
    expect(request).toEqual({
      select: [
        { kind: 'column', name: 'id', alias: null },
        { kind: 'embed', relation: 'tasks', alias: null, hint: null, inner: false, select: [{ kind: 'column', name: 'title', alias: null }] },
      ],
      filters: [
        { path: ['tasks'], node: { kind: 'condition', column: 'done', negated: false, operator: 'eq', value: 'false' } },
        {
          path: [],
          node: {
            kind: 'group',
            op: 'or',
            negated: false,
            children: [
              { kind: 'condition', column: 'a', negated: false, operator: 'eq', value: '1' },
              { kind: 'condition', column: 'b', negated: false, operator: 'eq', value: '2' },
            ],
          },
        },
      ],
      order: [{ path: [], terms: [{ column: 'id', direction: 'desc', nulls: null }] }],
      limits: [{ path: [], limit: 10, offset: null }],
      range: { start: 0, end: 9 },
      prefer: { count: 'exact', return: 'minimal', resolution: null, missing: 'null' },
      onConflict: ['id'],
      columns: null,
    });
  });

  it('refuses a key with no value and a NUL character', () => {
    expect(refused('age')).toMatchObject({ status: 400, code: 'PGRST100', message: 'The parameter "age" has no value.' });
    expect(refused('name=eq.a%00b').message).toBe('The parameter "name" contains a NUL character.');
    expect(refused('na%00me=eq.1').message).toBe('The parameter "na\\u0000me" contains a NUL character.');
  });

  it(`refuses a query string over ${MAX_QUERY_BYTES} bytes, naming the limit`, () => {
    const filler = (length: number) => `name=eq.${'x'.repeat(length - 'name=eq.'.length)}`;
    expect(refused(filler(MAX_QUERY_BYTES + 1))).toMatchObject({
      status: 400,
      code: 'PGRST100',
      message: `The query string is longer than ${MAX_QUERY_BYTES} bytes (${MAX_QUERY_BYTES + 1}).`,
    });
    expect(refused(filler(MAX_QUERY_BYTES)).message).toContain('longer than 1000 characters');
  });

  it('quotes at most a short piece of a long key or value, escaped', () => {
    const error = refused(`${'k'.repeat(500)}=${'v'.repeat(500)}`);
    expect(error.message).toBe(`Failed to parse filter "${'k'.repeat(39)}…": unknown operator "${'v'.repeat(19)}…"`);
    expect(error.details).toBe(`at character 1, near "${'v'.repeat(29)}…"`);
    expect(refused('a=eq.1&or=(b.x%0A.1)').message).toBe('Failed to parse filter "or": unknown operator "x\\n"');
  });
});
