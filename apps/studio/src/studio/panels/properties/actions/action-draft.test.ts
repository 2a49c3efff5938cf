import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { checkExtras, checkParams, draftOf, issueOf, storedExtras, type ParsingSchema } from './action-draft.ts';
import { actionFieldsOf } from './action-fields.ts';

const name = z.string().check(z.minLength(1), z.maxLength(20), z.regex(/^[A-Za-z][A-Za-z0-9_]*$/));
const expression = z.string().check(z.trim(), z.minLength(1), z.maxLength(50));
const schemaOf = (schema: unknown) => schema as ParsingSchema;

const insert = {
  type: 'insert',
  paramsSchema: z.strictObject({
    table: name,
    values: z.record(name, expression),
    result: z.optional(z.strictObject({ scope: z.enum(['screen', 'app']), name })),
  }),
  defaults: { table: '', values: {} },
  expressions: ['values.*'],
  templates: [],
};
const insertFields = actionFieldsOf(insert);

const message = {
  type: 'showMessage',
  paramsSchema: z.strictObject({ text: z.string().check(z.minLength(1), z.maxLength(10)), tone: z.optional(z.enum(['info', 'error'])) }),
  defaults: { text: '' },
  expressions: [],
  templates: ['text'],
};
const messageFields = actionFieldsOf(message);

/** The shape every action shares: what `checkExtras` checks the condition and failure choice with. */
const actionShape = z.object({
  id: z.string(),
  type: z.string(),
  params: z.record(z.string(), z.unknown()),
  condition: z.optional(expression),
  onError: z.optional(
    z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('message'), text: z.optional(z.string().check(z.maxLength(10))) }),
      z.strictObject({ kind: z.literal('nothing') }),
      z.strictObject({ kind: z.literal('navigate'), screenId: z.string().check(z.minLength(1)) }),
    ]),
  ),
});

describe('an action draft', () => {
  it('edits an expression map as rows and stores it as a record, checked by the params schema', () => {
    const draft = draftOf(insertFields, { params: { table: 'tasks', values: { title: 'screen.title', done: 'false' } } });
    expect(draft.params.values).toEqual([
      { name: 'title', value: 'screen.title' },
      { name: 'done', value: 'false' },
    ]);
    expect(draft).toMatchObject({ condition: '', onError: { kind: 'message', text: '' } });
    const rows = [...(draft.params.values as object[]), { name: '', value: '' }, { name: ' extra ', value: ' 1 ' }];
    expect(checkParams(schemaOf(insert.paramsSchema), insertFields, { ...draft.params, values: rows })).toEqual({
      ok: true,
      params: { table: 'tasks', values: { title: 'screen.title', done: 'false', extra: '1' } },
    });
  });

  it('leaves out an optional param left empty, and keeps a required one so the schema says it is missing', () => {
    expect(checkParams(schemaOf(insert.paramsSchema), insertFields, { table: 'tasks', values: [], result: { scope: 'screen', name: '' } })).toEqual({
      ok: true,
      params: { table: 'tasks', values: {} },
    });
    expect(checkParams(schemaOf(insert.paramsSchema), insertFields, { table: '  ', values: [] })).toEqual({ ok: false, issues: { table: 'required' } });
    expect(checkParams(schemaOf(message.paramsSchema), messageFields, { text: '', tone: undefined })).toEqual({ ok: false, issues: { text: 'required' } });
    expect(checkParams(schemaOf(message.paramsSchema), messageFields, { text: 'Saved', tone: 'info' })).toEqual({ ok: true, params: { text: 'Saved', tone: 'info' } });
  });

  it('refuses bad names, duplicate keys, too long text and values that are not expressions, by field', () => {
    expect(
      checkParams(schemaOf(insert.paramsSchema), insertFields, {
        table: '1tasks',
        values: [
          { name: 'title', value: 'a' },
          { name: 'title', value: 'b' },
        ],
      }),
    ).toEqual({ ok: false, issues: { table: 'pattern', values: 'duplicate' } });
    expect(checkParams(schemaOf(insert.paramsSchema), insertFields, { table: 'tasks', values: [{ name: 'title', value: '   ' }] })).toEqual({
      ok: false,
      issues: { values: 'required' },
    });
    expect(checkParams(schemaOf(message.paramsSchema), messageFields, { text: 'far too long a message' })).toEqual({ ok: false, issues: { text: 'tooLong' } });
  });

  it('stores a condition and a failure choice only when they differ from the default', () => {
    const draft = draftOf(messageFields, { params: { text: 'Hi' } });
    expect(storedExtras(draft)).toEqual({ condition: undefined, onError: undefined });
    expect(storedExtras({ ...draft, condition: '  screen.count > 1 ', onError: { kind: 'message', text: 'Try again' } })).toEqual({
      condition: 'screen.count > 1',
      onError: { kind: 'message', text: 'Try again' },
    });
    expect(storedExtras({ ...draft, onError: { kind: 'nothing' } }).onError).toEqual({ kind: 'nothing' });
    expect(storedExtras({ ...draft, onError: { kind: 'navigate', screenId: 's2' } }).onError).toEqual({ kind: 'navigate', screenId: 's2' });
    const stored = draftOf(messageFields, { params: { text: 'Hi' }, condition: 'user != null', onError: { kind: 'navigate', screenId: 's2' } });
    expect(stored).toMatchObject({ condition: 'user != null', onError: { kind: 'navigate', screenId: 's2' } });
    expect(draftOf(messageFields, { params: {}, onError: { kind: 'message' } }).onError).toEqual({ kind: 'message', text: '' });
  });

  it('refuses a failure screen not chosen and a condition or message the action schema refuses', () => {
    const draft = draftOf(messageFields, { params: { text: 'Hi' } });
    const schema = schemaOf(actionShape);
    expect(checkExtras(schema, 'showMessage', draft)).toEqual({});
    expect(checkExtras(schema, 'showMessage', { ...draft, onError: { kind: 'navigate', screenId: '' } })).toEqual({ onError: 'required' });
    expect(checkExtras(schema, 'showMessage', { ...draft, condition: 'x'.repeat(51) })).toEqual({ condition: 'tooLong' });
    expect(checkExtras(schema, 'showMessage', { ...draft, onError: { kind: 'message', text: 'x'.repeat(11) } })).toEqual({ onError: 'tooLong' });
  });

  it('names each kind of schema issue', () => {
    expect(issueOf({ code: 'invalid_type', path: [], input: undefined })).toBe('required');
    expect(issueOf({ code: 'invalid_type', path: [], input: 3 })).toBe('invalid');
    expect(issueOf({ code: 'too_small', path: [], origin: 'array' })).toBe('atLeastOne');
    expect(issueOf({ code: 'too_small', path: [], origin: 'number' })).toBe('range');
    expect(issueOf({ code: 'too_big', path: [], origin: 'array' })).toBe('tooMany');
    expect(issueOf({ code: 'invalid_format', path: [] })).toBe('pattern');
    expect(issueOf({ code: 'custom', path: [] })).toBe('invalid');
  });
});
