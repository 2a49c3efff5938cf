import { describe, expect, it } from 'vitest';
import { changeFilter, newFilter, operatorsFor } from './filter-operators.ts';

describe('filter builder operators', () => {
  it('offers pattern matches on text and only is on json', () => {
    expect(operatorsFor('text')).toContain('ilike');
    expect(operatorsFor('integer')).not.toContain('like');
    expect(operatorsFor('integer')).toContain('in');
    expect(operatorsFor('json')).toEqual(['is']);
    expect(operatorsFor('boolean')).toEqual(['eq', 'neq', 'is']);
  });

  it('starts a filter on a column and keeps what fits when it changes', () => {
    expect(newFilter('name', 'text')).toEqual({ column: 'name', operator: 'eq', negated: false, value: '' });
    expect(newFilter('data', 'json')).toEqual({ column: 'data', operator: 'is', negated: false, value: 'null' });
    const ilike = { column: 'name', operator: 'ilike' as const, negated: true, value: '*a*' };
    expect(changeFilter(ilike, { column: 'age', type: 'integer' })).toEqual({ column: 'age', operator: 'eq', negated: true, value: '*a*' });
    expect(changeFilter(ilike, { operator: 'is' })).toEqual({ column: 'name', operator: 'is', negated: true, value: 'null' });
    expect(changeFilter({ ...ilike, operator: 'is', value: 'true' }, { operator: 'eq' })).toEqual({ column: 'name', operator: 'eq', negated: true, value: '' });
  });
});
