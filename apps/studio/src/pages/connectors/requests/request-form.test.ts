import type { RestRequest } from '@tessera/model/connectors';
import { describe, expect, it } from 'vitest';
import {
  changeMethod,
  checkForm,
  definitionOf,
  emptyRequestForm,
  placeErrors,
  previewErrorsOf,
  formOfRequest,
  newPairRow,
  newParameterRow,
  sameDefinition,
} from './request-form.ts';

const saved: RestRequest = {
  id: 'r1',
  connectorId: 'c1',
  name: 'Create order',
  method: 'POST',
  path: '/users/{{id}}/orders',
  query: [{ name: 'dry', value: '{{dry}}' }],
  headers: [{ name: 'X-Trace', value: 'studio' }],
  body: '{"count": "{{count}}"}',
  parameters: [
    { name: 'id', type: 'text', required: true, example: 'u1' },
    { name: 'count', type: 'number', required: true, example: '2' },
    { name: 'dry', type: 'boolean', required: false, example: null },
  ],
  timeoutMs: 5000,
  maxResponseBytes: 4096,
  createdBy: null,
  updatedBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const bodyError = (line: number, column: number) => `body at ${line}:${column}`;

describe('request form ↔ definition', () => {
  it('round-trips a saved request, an empty example as null', () => {
    const form = formOfRequest(saved);
    expect(form.parameters[2]?.example).toBe('');
    const { id: _id, connectorId: _c, createdBy: _cb, updatedBy: _ub, createdAt: _ca, updatedAt: _ua, ...definition } = saved;
    expect(definitionOf(form)).toEqual(definition);
    expect(checkForm(form, bodyError)).toEqual({});
    expect(sameDefinition(form, formOfRequest(saved))).toBe(true);
    expect(sameDefinition(form, { ...form, path: '/other' })).toBe(false);
  });

  it('sends no body for a GET, nor for an empty template, and keeps the template across methods with a body', () => {
    const post = changeMethod(emptyRequestForm(), 'POST');
    expect(post.body).toBe('');
    expect(definitionOf(post).body).toBeNull();
    const typed = changeMethod({ ...post, body: '{}' }, 'PUT');
    expect(typed.body).toBe('{}');
    expect(changeMethod(typed, 'GET').body).toBeNull();
    expect(definitionOf({ ...typed, method: 'GET' }).body).toBeNull();
  });

  it('reports the shared schema’s messages, the JSON error and undeclared placeholders by path', () => {
    const form = {
      ...emptyRequestForm(),
      method: 'POST' as const,
      path: 'users/{{id}}',
      query: [newPairRow('', 'x')],
      headers: [newPairRow('Host', 'a')],
      body: '{"n": {{n}}}',
      parameters: [{ ...newParameterRow(), name: 'n' }, { ...newParameterRow(), name: '1bad' }],
    };
    const errors = checkForm(form, bodyError);
    expect(errors.name).toBe('Enter a name for the request.');
    expect(errors.path).toBe('The path starts with / and holds no spaces, ? or # (put query parameters in the list).');
    expect(errors['query.0.name']).toBe('Enter the query parameter’s name.');
    expect(errors['headers.0.name']).toBe('This header is set by the HTTP client and cannot be a request header.');
    expect(errors['parameters.1.name']).toMatch(/^A parameter name starts with a letter/);
    expect(errors.body).toBe('body at 1:8');
    const fixed = checkForm({ ...form, name: 'Ok', path: '/users/{{id}}', query: [], headers: [], body: '{"n": "{{n}}"}', parameters: [form.parameters[0]!] }, bodyError);
    expect(fixed).toEqual({ path: '{{id}} is not a parameter.' });
  });

  it('places a refusal on the fields it names, the rest at the top', () => {
    expect(placeErrors({ name: 'a', 'query.1.value': 'b', timeoutMs: 'c', '': 'd' })).toEqual({ fields: { name: 'a', 'query.1.value': 'b' }, other: 'c d' });
    expect(placeErrors({ path: 'a' })).toEqual({ fields: { path: 'a' }, other: null });
  });

  it('reads a refused Send: the definition under request., the values under parameters.', () => {
    expect(previewErrorsOf({ 'request.path': 'a', 'request.parameters.0.name': 'b', 'parameters.count': 'c', '': 'd', 'request.timeoutMs': 'e' })).toEqual({
      form: { path: 'a', 'parameters.0.name': 'b' },
      values: { count: 'c' },
      other: 'd e',
    });
  });
});
