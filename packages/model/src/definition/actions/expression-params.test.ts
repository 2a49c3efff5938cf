import { describe, expect, it } from 'vitest';
import { actionExpressions } from './expression-params.ts';

describe('actionExpressions', () => {
  it('lists the condition, the declared expression and template params with their paths, and the failure text', () => {
    expect(
      actionExpressions({
        type: 'update',
        params: { table: 'tasks', filters: [{ column: 'id', operator: 'eq', value: 'params.id' }, { column: 'done', operator: 'eq', value: 'false' }], values: { done: 'true', title: 'screen.title' } },
        condition: 'user != null',
        onError: { kind: 'message', text: 'Could not save {{ screen.title }}' },
      }),
    ).toEqual([
      { path: 'condition', kind: 'expression', source: 'user != null' },
      { path: 'params.filters[0].value', kind: 'expression', source: 'params.id' },
      { path: 'params.filters[1].value', kind: 'expression', source: 'false' },
      { path: 'params.values.done', kind: 'expression', source: 'true' },
      { path: 'params.values.title', kind: 'expression', source: 'screen.title' },
      { path: 'onError.text', kind: 'template', source: 'Could not save {{ screen.title }}' },
    ]);
    expect(actionExpressions({ type: 'showMessage', params: { text: 'Hi {{ user.email }}' } })).toEqual([{ path: 'params.text', kind: 'template', source: 'Hi {{ user.email }}' }]);
    expect(actionExpressions({ type: 'nope', params: { x: 'y' }, condition: 'true' })).toEqual([{ path: 'condition', kind: 'expression', source: 'true' }]);
  });
});
