import type { DataColumn } from '@tessera/model/data';
import { describe, expect, it } from 'vitest';
import { buildNewRow } from './new-row.ts';

const column = (id: string, type: DataColumn['type'], extra: Partial<DataColumn> = {}): DataColumn => ({
  id,
  name: `${id}_name`,
  type,
  required: false,
  unique: false,
  defaultValue: null,
  enumValues: [],
  references: null,
  ...extra,
});

const columns = [
  column('pk', 'uuid', { required: true }),
  column('title', 'text', { required: true }),
  column('points', 'integer'),
  column('state', 'enum', { required: true, defaultValue: { kind: 'literal', value: 'open' }, enumValues: ['open', 'done'] }),
];

describe('new row', () => {
  it('sends typed values by column name and leaves empty fields to their defaults', () => {
    expect(buildNewRow(columns, 'pk', { title: 'Write', points: '3' })).toEqual({ ok: true, values: { title_name: 'Write', points_name: 3 } });
    expect(buildNewRow(columns, 'pk', { title: 'Write', state: 'done', pk: 'ignored' })).toEqual({ ok: true, values: { title_name: 'Write', state_name: 'done' } });
  });

  it('lists every problem: a required field without a default, and text that does not parse', () => {
    expect(buildNewRow(columns, 'pk', { points: 'many' })).toEqual({ ok: false, problems: { title: 'required', points: 'integer' } });
  });
});
