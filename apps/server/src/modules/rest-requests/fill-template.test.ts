import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { authOwned, checkDefinition } from './check-definition.ts';
import { fillBodyTemplate, fillHeaderValue, fillPathTemplate, fillQueryValue, parseBodyTemplate, placeholderNames } from './fill-template.ts';
import { fillParameterValues } from './parameter-values.ts';
import { requestUrl, shownUrl } from './request-url.ts';
import { restRequestInputSchema, type RestRequestInput } from '@tessera/model/connectors';
import * as z from 'zod/mini';

const values = (entries: Record<string, string | number | boolean | null | object>) =>
  new Map(Object.entries(entries).map(([name, typed]) => [name, { text: typeof typed === 'string' ? typed : JSON.stringify(typed ?? ''), typed }]));

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    return (error as AppError).message;
  }
  throw new Error('expected a 400');
}

describe('placeholders', () => {
  it('finds each name once, in order, and only {{name}} without spaces', () => {
    expect(placeholderNames('/a/{{id}}/{{ sub }}/{{id}}-{{x_2}}')).toEqual(['id', 'x_2']);
  });
});

describe('the path', () => {
  it('percent-encodes each value inside its segment: no /, ?, #, % or .. of its own', () => {
    const filled = fillPathTemplate('/items/{{id}}/notes', values({ id: '../admin?x=1#f/%2e' }));
    expect(filled).toBe('/items/..%2Fadmin%3Fx%3D1%23f%2F%252e/notes');
    expect(requestUrl('https://api.x.com/v1', filled, []).pathname).toBe('/v1/items/..%2Fadmin%3Fx%3D1%23f%2F%252e/notes');
  });

  it('refuses a value that leaves its segment empty, . or ..', () => {
    for (const bad of ['', '.', '..']) {
      expect(messageOf(() => fillPathTemplate('/items/{{id}}', values({ id: bad })))).toBe('The path needs a value for "id" that is not empty, "." or "..".');
    }
    expect(messageOf(() => fillPathTemplate('/items/{{a}}{{b}}', values({ a: '.', b: '.' })))).toBe('The path needs a value for "a" and "b" that is not empty, "." or "..".');
    // Inside a longer segment an empty value names nothing else.
    expect(fillPathTemplate('/items/v{{id}}', values({ id: '' }))).toBe('/items/v');
  });
});

describe('the URL', () => {
  it('keeps the base path, appends the query after the base URL’s, and masks the API key', () => {
    const url = requestUrl('https://api.x.com/v1/?lang=en', '/items', [
      { name: 'q', value: 'a&b=c d' },
      { name: 'key', value: 's3cret' },
    ]);
    expect(url.href).toBe('https://api.x.com/v1/items?lang=en&q=a%26b%3Dc+d&key=s3cret');
    expect(shownUrl(url, 'key')).toBe('https://api.x.com/v1/items?lang=en&q=a%26b%3Dc+d&key=***');
    expect(shownUrl(url, null)).toBe(url.href);
    expect(requestUrl('https://api.x.com', '/items', []).href).toBe('https://api.x.com/items');
  });
});

describe('query and header values', () => {
  it('are the value as text', () => {
    expect(fillQueryValue('id-{{id}}', values({ id: 7 }))).toBe('id-7');
    expect(fillHeaderValue('X-Id', 'v={{id}}', values({ id: 'a b' }))).toBe('v=a b');
  });

  it('refuses a line break or NUL in a header value', () => {
    for (const bad of ['a\r\nX-Evil: 1', 'a\nb', 'a\0b']) {
      expect(messageOf(() => fillHeaderValue('X-Id', '{{id}}', values({ id: bad })))).toBe(
        'The value of "id" goes in the header X-Id, and a header value cannot hold a line break or NUL.',
      );
    }
  });
});

describe('the body', () => {
  it('puts typed values in exact placeholders and text inside longer strings and keys', () => {
    const template = parseBodyTemplate('{"n": "{{n}}", "b": "{{b}}", "j": "{{j}}", "t": "{{t}}", "s": "id {{n}}: {{t}}", "{{t}}": ["{{missing}}"], "k": 1}');
    const filled = fillBodyTemplate(template, values({ n: 42, b: false, j: { a: [1, null] }, t: 'x', missing: null }));
    expect(filled).toEqual({ n: 42, b: false, j: { a: [1, null] }, t: 'x', s: 'id 42: x', x: [null], k: 1 });
  });

  it('keeps a value that looks like JSON inside its string', () => {
    const attack = '"}, "admin": true, "x": {"';
    const body = JSON.stringify(fillBodyTemplate(parseBodyTemplate('{"name": "{{name}}", "note": "by {{name}}"}'), values({ name: attack })));
    expect(JSON.parse(body)).toEqual({ name: attack, note: `by ${attack}` });
    expect(Object.keys(JSON.parse(body))).toEqual(['name', 'note']);
  });

  it('says where a template is not JSON, and how to place a typed value', () => {
    expect(messageOf(() => parseBodyTemplate('{\n  "n": {{n}}\n}'))).toBe(
      'The body is not valid JSON at line 2, column 9. Put placeholders inside quotes: "{{name}}" keeps a number a number.',
    );
    expect(messageOf(() => parseBodyTemplate('{"n": '))).toMatch(/^The body is not valid JSON( at line 1, column 7| \(it ends too soon\))\. /);
    expect(messageOf(() => parseBodyTemplate(' '))).toMatch(/^The body is not valid JSON( at line 1, column 2| \(it is empty\))\. /);
  });
});

describe('parameter values', () => {
  const params = (list: object[]) => z.parse(restRequestInputSchema, { name: 'r', method: 'GET', path: '/', parameters: list }).parameters;

  it('checks each value against its type', () => {
    const parameters = params([
      { name: 'n', type: 'number' },
      { name: 'b', type: 'boolean' },
      { name: 'j', type: 'json' },
      { name: 't', type: 'text' },
    ]);
    const filled = fillParameterValues(parameters, { n: '2.5', b: 'true', j: '{"a":1}', t: 'x' }, { useExamples: false });
    expect(Object.fromEntries(filled)).toEqual({
      n: { text: '2.5', typed: 2.5 },
      b: { text: 'true', typed: true },
      j: { text: '{"a":1}', typed: { a: 1 } },
      t: { text: 'x', typed: 'x' },
    });
    const bad = (value: Record<string, unknown>) => messageOf(() => fillParameterValues(parameters, { n: 1, b: true, j: '1', t: 'x', ...value } as never, { useExamples: false }));
    expect(bad({ n: 'abc' })).toBe('The parameter "n" is a number; its value is not one.');
    expect(bad({ n: '' })).toBe('The parameter "n" is a number; its value is not one.');
    expect(bad({ n: Number.POSITIVE_INFINITY })).toBe('The parameter "n" is a number; its value is not one.');
    expect(bad({ b: 'yes' })).toBe('The parameter "b" is true or false; its value is neither.');
    expect(bad({ j: '{nope' })).toBe('The parameter "j" is JSON; its value is not valid JSON.');
    expect(bad({ extra: 1 })).toBe('This request has no parameter named "extra".');
  });

  it('needs every required value, leaves optional ones empty, and takes examples only for a preview', () => {
    const parameters = params([
      { name: 'id', type: 'number', example: '7' },
      { name: 'note', type: 'text', required: false },
    ]);
    expect(messageOf(() => fillParameterValues(parameters, {}, { useExamples: false }))).toBe('The parameter "id" is required: enter a value for it.');
    expect(messageOf(() => fillParameterValues(parameters, { id: null }, { useExamples: false }))).toBe('The parameter "id" is required: enter a value for it.');
    expect(Object.fromEntries(fillParameterValues(parameters, {}, { useExamples: true }))).toEqual({ id: { text: '7', typed: 7 }, note: { text: '', typed: null } });
  });
});

describe('a definition', () => {
  const definition = (input: Partial<RestRequestInput>) => z.parse(restRequestInputSchema, { name: 'r', method: 'POST', path: '/', ...input });

  it('uses only its parameters', () => {
    const owned = authOwned({ kind: 'none' });
    expect(messageOf(() => checkDefinition(definition({ path: '/items/{{x}}' }), owned))).toBe('The path uses {{x}}, which is not a parameter.');
    expect(messageOf(() => checkDefinition(definition({ query: [{ name: 'q', value: '{{q}}' }] }), owned))).toBe('The query parameter "q" uses {{q}}, which is not a parameter.');
    expect(messageOf(() => checkDefinition(definition({ headers: [{ name: 'X-A', value: '{{a}}' }] }), owned))).toBe('The header X-A uses {{a}}, which is not a parameter.');
    expect(messageOf(() => checkDefinition(definition({ body: '{"{{k}}": 1}' }), owned))).toBe('The body uses {{k}}, which is not a parameter.');
    expect(() => checkDefinition(definition({ path: '/items/{{x}}', body: '{"a": "{{x}}"}', parameters: [{ name: 'x', type: 'text' }] }), owned)).not.toThrow();
  });

  it('cannot set what the connector’s authentication sets', () => {
    expect(messageOf(() => checkDefinition(definition({ headers: [{ name: 'Authorization', value: 'x' }] }), authOwned({ kind: 'bearer' })))).toBe(
      "The connector's authentication sets the header authorization; a request cannot set it too.",
    );
    expect(messageOf(() => checkDefinition(definition({ headers: [{ name: 'x-api-key', value: 'x' }] }), authOwned({ kind: 'apiKey', in: 'header', name: 'X-Api-Key' })))).toBe(
      "The connector's authentication sets the header x-api-key; a request cannot set it too.",
    );
    expect(messageOf(() => checkDefinition(definition({ query: [{ name: 'key', value: 'x' }] }), authOwned({ kind: 'apiKey', in: 'query', name: 'key' })))).toBe(
      'The connector\'s API key goes in the query parameter "key"; a request cannot set it too.',
    );
    expect(() => checkDefinition(definition({ headers: [{ name: 'Authorization', value: 'x' }] }), authOwned({ kind: 'none' }))).not.toThrow();
  });
});
