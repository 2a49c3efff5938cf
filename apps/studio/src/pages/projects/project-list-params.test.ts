import { describe, expect, it } from 'vitest';
import { defaultSortOf, orderOf, readListParams, writeListParams } from './project-list-params.ts';

describe('project list parameters', () => {
  it('reads the search and the sort, with the view default when absent or unknown', () => {
    expect(readListParams(new URLSearchParams(''), 'recent')).toEqual({ search: '', sort: 'visited' });
    expect(readListParams(new URLSearchParams(''), 'allprojects')).toEqual({ search: '', sort: 'updated' });
    expect(readListParams(new URLSearchParams('q=%20orders%20&sort=name'), 'archive')).toEqual({ search: 'orders', sort: 'name' });
    expect(readListParams(new URLSearchParams('sort=size'), 'favorites').sort).toBe('updated');
    expect(readListParams(new URLSearchParams(`q=${'x'.repeat(100)}`), 'myprojects').search).toHaveLength(80);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const base = new URLSearchParams('view=e2e');
    expect(writeListParams(base, { search: ' shop ' }, 'allprojects').toString()).toBe('view=e2e&q=shop');
    expect(writeListParams(new URLSearchParams('q=shop'), { search: '' }, 'allprojects').toString()).toBe('');
    expect(writeListParams(new URLSearchParams(''), { sort: 'created' }, 'recent').toString()).toBe('sort=created');
    expect(writeListParams(new URLSearchParams('sort=created'), { sort: 'visited' }, 'recent').toString()).toBe('');
    expect(base.toString()).toBe('view=e2e');
  });

  it('orders names A to Z and dates newest first', () => {
    expect(orderOf('name')).toBe('asc');
    expect(orderOf('updated')).toBe('desc');
    expect(orderOf('created')).toBe('desc');
    expect(orderOf('visited')).toBe('desc');
    expect(defaultSortOf('recent')).toBe('visited');
  });
});
