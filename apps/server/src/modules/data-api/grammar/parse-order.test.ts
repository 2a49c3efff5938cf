import { describe, expect, it } from 'vitest';
import { accepted, refused } from './test-helpers.ts';

describe('order, limit and offset', () => {
  it('reads order terms with direction and nulls, defaulting to ascending', () => {
    expect(accepted('order=col.desc.nullslast,other,third.asc,fourth.nullsfirst,%22a b%22.desc').order).toEqual([
      {
        path: [],
        terms: [
          { column: 'col', direction: 'desc', nulls: 'last' },
          { column: 'other', direction: 'asc', nulls: null },
          { column: 'third', direction: 'asc', nulls: null },
          { column: 'fourth', direction: 'asc', nulls: 'first' },
          { column: 'a b', direction: 'desc', nulls: null },
        ],
      },
    ]);
  });

  it('scopes order, limit and offset to embeds, one entry per path', () => {
    const request = accepted('tasks.order=title.desc&order=id&limit=5&offset=10&tasks.limit=2&tasks.comments.offset=1');
    expect(request.order).toEqual([
      { path: ['tasks'], terms: [{ column: 'title', direction: 'desc', nulls: null }] },
      { path: [], terms: [{ column: 'id', direction: 'asc', nulls: null }] },
    ]);
    expect(request.limits).toEqual([
      { path: [], limit: 5, offset: 10 },
      { path: ['tasks'], limit: 2, offset: null },
      { path: ['tasks', 'comments'], limit: null, offset: 1 },
    ]);
    expect(accepted('limit=0').limits).toEqual([{ path: [], limit: 0, offset: null }]);
  });

  it('refuses malformed order terms, naming the key', () => {
    expect(refused('order=id.ac').message).toBe('Failed to parse "order": unexpected "." in an order term; expected asc, desc, nullsfirst or nullslast');
    expect(refused('order=id.descc').message).toContain('unexpected "c" in an order term');
    expect(refused('tasks.order=id.asc.nullslasttt').message).toContain('Failed to parse "tasks.order": unexpected "t"');
    expect(refused('order=').message).toBe('Failed to parse "order": expected a column name, found the end of the text');
    expect(refused('order=id,').message).toContain('expected a column name');
    expect(refused('order=clients(name).desc').message).toBe('Failed to parse "order": ordering by an embedded resource’s column is not supported');
    expect(refused('order=data->a').message).toContain('JSON paths');
    expect(refused('order=a&order=b').message).toBe('The parameter "order" is given more than once.');
  });

  it('refuses a limit or offset that is not a non-negative integer, or given twice', () => {
    expect(refused('limit=-1').message).toBe('The parameter "limit" must be a non-negative integer, not "-1".');
    expect(refused('tasks.offset=abc').message).toBe('The parameter "tasks.offset" must be a non-negative integer, not "abc".');
    expect(refused('limit=1.5').message).toContain('non-negative integer');
    expect(refused('limit=').message).toContain('non-negative integer, not ""');
    expect(refused(`limit=${'9'.repeat(16)}`).message).toContain('non-negative integer');
    expect(refused('limit=1&limit=2').message).toBe('The parameter "limit" is given more than once.');
  });
});
