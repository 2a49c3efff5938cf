import { describe, expect, it } from 'vitest';
import { accepted, refused } from './test-helpers.ts';

/** A query string as a PostgREST client builds it: URLSearchParams, so `+` for spaces and `%2C` for commas. */
const url = (...pairs: [string, string][]) => new URLSearchParams(pairs).toString();

describe('query strings as postgrest-js writes them', () => {
  it('reads a select with embeds, filters, order and range', () => {
    const request = accepted(
      url(
        ['select', 'id,title,owner:users!owner_id(name),tasks(id,title)'],
        ['done', 'eq.false'],
        ['title', 'ilike.%report%'],
        ['id', 'in.(1,2,3)'],
        ['due', 'not.is.null'],
        ['order', 'created_at.desc.nullslast'],
        ['tasks.order', 'title.asc'],
        ['tasks.limit', '5'],
        ['offset', '0'],
        ['limit', '10'],
      ),
      { prefer: 'count=exact' },
    );
    expect(request.select).toHaveLength(4);
    expect(request.filters.map(({ path, node }) => [path, node.kind === 'condition' && [node.column, node.operator, node.value]])).toEqual([
      [[], ['done', 'eq', 'false']],
      [[], ['title', 'ilike', '%report%']],
      [[], ['id', 'in', ['1', '2', '3']]],
      [[], ['due', 'is', 'null']],
    ]);
    expect(request.limits).toEqual([
      { path: ['tasks'], limit: 5, offset: null },
      { path: [], limit: 10, offset: 0 },
    ]);
    expect(request.prefer.count).toBe('exact');
  });

  it('reads in lists and or filters with quoted values, and or on an embed', () => {
    const request = accepted(url(['name', 'in.("a,b","c d")'], ['or', '(name.eq."x,y",age.gt.3)'], ['tasks.or', '(done.is.true,title.eq.urgent)']));
    expect(request.filters[0]!.node).toMatchObject({ value: ['a,b', 'c d'] });
    expect(request.filters[1]!.node).toMatchObject({ kind: 'group', children: [{ value: 'x,y' }, { value: '3' }] });
    expect(request.filters[2]!.path).toEqual(['tasks']);
  });

  it('reads an insert’s quoted columns, an upsert and the written rows preference', () => {
    const request = accepted(url(['columns', '"title","due date"'], ['on_conflict', 'email'], ['select', '*']), {
      prefer: 'return=representation,resolution=ignore-duplicates,missing=default',
    });
    expect(request.columns).toEqual(['title', 'due date']);
    expect(request.onConflict).toEqual(['email']);
    expect(request.prefer).toEqual({ count: null, return: 'representation', resolution: 'ignore-duplicates', missing: 'default' });
  });

  it('names the operators it does not take (contains, text search, ranges)', () => {
    expect(refused(url(['tags', 'cs.{a,b}'])).message).toContain('the operator "cs" is not supported');
    expect(refused(url(['body', 'wfts(english).cat dog'])).message).toContain('the operator "wfts" is not supported');
    expect(refused(url(['during', 'sr.[1,2)'])).message).toContain('the operator "sr" is not supported');
    expect(refused('', { prefer: 'handling=strict,max-affected=5' }).code).toBe('PGRST122');
  });
});
