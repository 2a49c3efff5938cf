import { describe, expect, it } from 'vitest';
import { MAX_EXPRESSION_LENGTH } from '../expressions/parse-expression.ts';
import { EXPRESSION_MAX_LENGTH } from '../schema/expression-source.ts';
import { renderTemplate, templateParts } from './template.ts';

const user = { id: 'u1', email: 'ada@example.com', roles: ['reader'] };

describe('templates', () => {
  it('keeps plain text as written, so messages stored before templates mean the same', () => {
    expect(renderTemplate('Saved!', {})).toEqual({ ok: true, value: 'Saved!' });
    expect(renderTemplate('https://example.com/a?b=c', {})).toEqual({ ok: true, value: 'https://example.com/a?b=c' });
    expect(renderTemplate('a {{ unclosed', {})).toEqual({ ok: true, value: 'a {{ unclosed' });
  });

  it('replaces each {{ expression }} by its value', () => {
    expect(renderTemplate('Hi {{ user.email }}, {{ size(user.roles) }} role{{ size(user.roles) == 1 ? "" : "s" }}', { user })).toEqual({
      ok: true,
      value: 'Hi ada@example.com, 1 role',
    });
    expect(renderTemplate('{{ null }}|{{ [1, 2] }}|{{ true }}', {})).toEqual({ ok: true, value: '|[1,2]|true' });
    expect(templateParts('x{{ a }}y')).toEqual([
      { kind: 'text', text: 'x' },
      { kind: 'expression', source: 'a', offset: 4 },
      { kind: 'text', text: 'y' },
    ]);
  });

  it('fails on the first bad expression, with its position in the template', () => {
    const unknown = renderTemplate('Hi {{ nobody.name }}', {});
    expect(unknown).toMatchObject({ ok: false, error: { code: 'unknown_name', position: 6 } });
    expect(renderTemplate('{{ user.constructor }}', { user })).toMatchObject({ ok: false, error: { code: 'forbidden_name' } });
  });

  it('holds expressions to the language’s own length limit', () => {
    expect(EXPRESSION_MAX_LENGTH).toBe(MAX_EXPRESSION_LENGTH);
  });
});
