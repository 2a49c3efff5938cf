import { describe, expect, it } from 'vitest';
import { placeholdersIn, undeclaredPlaceholders } from './placeholders.ts';
import { emptyRequestForm, newPairRow, newParameterRow } from './request-form.ts';

describe('placeholders', () => {
  it('finds each {{name}} once, in order, and ignores what is not a name', () => {
    expect(placeholdersIn('/users/{{id}}/orders/{{order_id}}?x={{id}}')).toEqual(['id', 'order_id']);
    expect(placeholdersIn('{{ id }} {{1x}} {id} {{a-b}}')).toEqual([]);
  });

  it('flags placeholders no parameter declares, on the field that uses them', () => {
    const form = {
      ...emptyRequestForm(),
      method: 'POST' as const,
      path: '/users/{{id}}',
      query: [newPairRow('page', '{{page}}')],
      headers: [newPairRow('X-Trace', 'fixed'), newPairRow('X-Tenant', '{{tenant}}')],
      body: '{"n": "{{count}}", "id": "{{id}}", "name": "{{name}}"}',
      parameters: [{ ...newParameterRow(), name: 'id' }, { ...newParameterRow(), name: 'page' }],
    };
    expect(undeclaredPlaceholders(form)).toEqual({
      'headers.1.value': '{{tenant}} is not a parameter.',
      body: '{{count}} is not a parameter. {{name}} is not a parameter.',
    });
  });

  it('finds nothing wrong when every placeholder is declared, and no body is checked without one', () => {
    const form = { ...emptyRequestForm(), path: '/a/{{a}}', body: null, parameters: [{ ...newParameterRow(), name: 'a' }] };
    expect(undeclaredPlaceholders(form)).toEqual({});
  });
});
