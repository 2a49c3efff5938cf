import { getActionDeclaration } from '@tessera/model/definition';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { actionFieldsOf, fieldNameOfParam, type ActionFormSource } from './action-fields.ts';

const name = z.string().check(z.minLength(1), z.regex(/^[A-Za-z][A-Za-z0-9_]*$/));
const expression = z.string().check(z.trim(), z.minLength(1));
const ref = z.strictObject({ scope: z.enum(['screen', 'app']), name });
const filter = z.strictObject({ column: name, operator: z.enum(['eq', 'neq', 'in']), value: expression });

function source(paramsSchema: unknown, extra: Partial<ActionFormSource> = {}): ActionFormSource {
  return { type: 'test', paramsSchema, defaults: {}, expressions: [], templates: [], ...extra };
}

describe('the action form read from a params schema', () => {
  it('gives params that name what the studio knows their pickers', () => {
    const fields = actionFieldsOf(
      source(
        z.strictObject({
          screenId: z.string(),
          modalId: z.optional(z.string()),
          formId: z.string(),
          table: name,
          connectorId: z.string(),
          requestId: z.string(),
        }),
      ),
    );
    expect(fields).toEqual([
      { name: 'screenId', optional: false, kind: 'screen' },
      { name: 'modalId', optional: true, kind: 'element', elementType: 'modal' },
      { name: 'formId', optional: false, kind: 'element', elementType: 'form' },
      { name: 'table', optional: false, kind: 'table', connected: false },
      { name: 'connectorId', optional: false, kind: 'restRequest' },
    ]);
    expect(fieldNameOfParam(fields, 'requestId')).toBe('connectorId');
    expect(fieldNameOfParam(fields, 'table')).toBe('table');
  });

  it('chooses a query’s connected table with its connector in one picker, and an insert’s among the data model’s only', () => {
    const query = actionFieldsOf(getActionDeclaration('query')!);
    expect(query.filter((field) => field.name === 'table' || field.name === 'connectorId')).toEqual([{ name: 'table', optional: false, kind: 'table', connected: true }]);
    expect(fieldNameOfParam(query, 'connectorId')).toBe('table');
    const insert = actionFieldsOf(getActionDeclaration('insert')!);
    expect(insert.find((field) => field.name === 'table')).toEqual({ name: 'table', optional: false, kind: 'table', connected: false });
    expect(fieldNameOfParam(insert, 'connectorId')).toBe('connectorId');
  });

  it('reads expressions and templates from the declaration, and text, numbers, choices and switches from the schema', () => {
    const fields = actionFieldsOf(
      source(
        z.strictObject({
          text: z.string(),
          url: z.string(),
          value: expression,
          label: z.optional(z.string()),
          limit: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
          tone: z.optional(z.enum(['info', 'error'])),
          replace: z.boolean(),
        }),
        { expressions: ['value'], templates: ['text', 'url'] },
      ),
    );
    expect(fields.map((field) => [field.name, field.kind])).toEqual([
      ['text', 'template'],
      ['url', 'template'],
      ['value', 'expression'],
      ['label', 'text'],
      ['limit', 'number'],
      ['tone', 'choice'],
      ['replace', 'boolean'],
    ]);
    expect(fields[0]).toMatchObject({ multiline: true });
    expect(fields[1]).toMatchObject({ multiline: false });
    expect(fields[4]).toMatchObject({ integer: true, bounds: { min: 1, max: 1000 }, optional: true });
    expect(fields[5]).toMatchObject({ options: ['info', 'error'], optional: true });
  });

  it('edits a variable as scope and name, nested or as the action’s own two params', () => {
    const nested = actionFieldsOf(source(z.strictObject({ table: name, result: z.optional(ref) })));
    expect(nested[1]).toEqual({ name: 'result', optional: true, kind: 'variable', flat: false });
    const flat = actionFieldsOf(source(z.strictObject({ scope: z.enum(['screen', 'app']), name, value: expression }), { expressions: ['value'] }));
    expect(flat).toEqual([
      { name: 'name', optional: false, kind: 'variable', flat: true },
      { name: 'value', optional: false, kind: 'expression' },
    ]);
    expect(fieldNameOfParam(flat, 'scope')).toBe('name');
  });

  it('names the keys of an expression map after the table, the request or nothing', () => {
    const map = z.record(name, expression);
    expect(actionFieldsOf(source(z.strictObject({ table: name, values: map }), { expressions: ['values.*'] }))[1]).toEqual({
      name: 'values',
      optional: false,
      kind: 'expressionMap',
      keys: 'columns',
    });
    expect(actionFieldsOf(source(z.strictObject({ connectorId: z.string(), requestId: z.string(), params: z.optional(map) }), { expressions: ['params.*'] }))[1]).toMatchObject({
      kind: 'expressionMap',
      keys: 'restParameters',
    });
    expect(actionFieldsOf(source(z.strictObject({ screenId: z.string(), params: z.optional(map) }), { expressions: ['params.*'] }))[1]).toMatchObject({
      kind: 'expressionMap',
      keys: 'free',
      optional: true,
    });
  });

  it('edits filters and sort keys as rows, and keeps what it can not edit', () => {
    const fields = actionFieldsOf(
      source(
        z.strictObject({
          filters: z.array(filter),
          order: z.optional(z.array(z.strictObject({ column: name, direction: z.enum(['asc', 'desc']) }))),
          raw: z.array(z.number()),
        }),
      ),
    );
    expect(fields).toEqual([
      { name: 'filters', optional: false, kind: 'filters', operators: ['eq', 'neq', 'in'] },
      { name: 'order', optional: true, kind: 'order' },
      { name: 'raw', optional: false, kind: 'unsupported' },
    ]);
  });

  it('has no fields for an action without params or a schema that is not an object', () => {
    expect(actionFieldsOf(source(z.strictObject({})))).toEqual([]);
    expect(actionFieldsOf(source(z.string()))).toEqual([]);
  });
});
