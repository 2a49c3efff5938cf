import { describe, expect, it } from 'vitest';
import { checkRow, tableRules } from './table-rules.ts';

// The shape the data API's OpenAPI document gives a table (`column-schemas.ts` on the server).
const document = {
  components: {
    schemas: {
      tasks: { type: 'object', properties: { id: { type: 'integer', description: 'Primary key.' }, title: { type: 'string' } } },
      'tasks.insert': {
        type: 'object',
        properties: {
          id: { type: 'integer', format: 'int64' },
          title: { type: 'string' },
          points: { type: 'integer', format: 'int64', nullable: true },
          due: { type: 'string', format: 'date', nullable: true },
          state: { type: 'string', enum: ['open', 'done'] },
          extra: { description: 'Any JSON value.' },
        },
        required: ['title', 'state'],
      },
    },
  },
};

describe('table rules', () => {
  const rules = tableRules(document, 'tasks', 'insert')!;

  it('knows the primary key', () => {
    expect(rules.primaryKey).toBe('id');
  });

  it('accepts a good row', () => {
    expect(checkRow({ title: 'Write', state: 'open', points: 3, due: '2026-12-01', extra: { a: 1 } }, rules)).toEqual({});
  });

  it('names each bad field: required, type, format, enum, unknown column', () => {
    expect(checkRow({ title: '  ', points: 1.5, due: 'soon', state: 'later', colour: 'red' }, rules)).toEqual({
      title: 'This field is required.',
      points: 'Enter a whole number.',
      due: 'Enter a date (YYYY-MM-DD).',
      state: 'Choose one of: open, done.',
      colour: 'This field is not a column of the table.',
    });
  });

  it('knows nothing of a table the document does not describe', () => {
    expect(tableRules(document, 'people', 'insert')).toBeNull();
    expect(tableRules(null, 'tasks', 'insert')).toBeNull();
  });
});
