import { describe, expect, it } from 'vitest';
import { buildNewRow, needsValue } from './new-row.ts';
import type { RowColumn } from './row-table.ts';

const column = (id: string, type: RowColumn['type'], extra: Partial<RowColumn> = {}): RowColumn => ({
  id,
  name: `${id}_name`,
  type,
  required: false,
  enumValues: [],
  typeLabel: type,
  filledByDatabase: false,
  readOnly: false,
  insertable: true,
  wallClock: false,
  ...extra,
});

const columns = [
  column('pk', 'uuid', { required: true, filledByDatabase: true, insertable: false }),
  column('title', 'text', { required: true }),
  column('points', 'integer'),
  column('state', 'enum', { required: true, filledByDatabase: true, enumValues: ['open', 'done'] }),
  column('shape', 'text', { readOnly: true, insertable: false }),
];

describe('new row', () => {
  it('sends typed values by column name and leaves empty fields to their defaults', () => {
    expect(buildNewRow(columns, { title: 'Write', points: '3' })).toEqual({ ok: true, values: { title_name: 'Write', points_name: 3 } });
    expect(buildNewRow(columns, { title: 'Write', state: 'done', pk: 'ignored', shape: 'ignored' })).toEqual({ ok: true, values: { title_name: 'Write', state_name: 'done' } });
  });

  it('lists every problem: a required field without a default, and text that does not parse', () => {
    expect(buildNewRow(columns, { points: 'many' })).toEqual({ ok: false, problems: { title: 'required', points: 'integer' } });
  });

  it("sends a connected table's key when typed; a key the database does not make needs a value", () => {
    const code = column('code', 'text', { required: true });
    const id = column('id', 'integer', { required: true, filledByDatabase: true });
    expect(needsValue(code)).toBe(true);
    expect(needsValue(id)).toBe(false);
    expect(buildNewRow([code, id], {})).toEqual({ ok: false, problems: { code: 'required' } });
    expect(buildNewRow([code, id], { code: 'A-1', id: '7' })).toEqual({ ok: true, values: { code_name: 'A-1', id_name: 7 } });
  });
});
