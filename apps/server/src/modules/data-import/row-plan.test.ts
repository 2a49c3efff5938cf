import { closedAccess, type DataColumn, type DataTable } from '@tessera/model/data';
import { describe, expect, it } from 'vitest';
import { parseRow, planRows } from './row-plan.ts';

const column = (name: string, type: DataColumn['type'], extra: Partial<DataColumn> = {}): DataColumn => ({
  id: `c_${name}`,
  name,
  type,
  required: false,
  unique: false,
  defaultValue: null,
  enumValues: [],
  references: null,
  ...extra,
});

const table = (key: DataColumn, ...columns: DataColumn[]): DataTable => ({
  id: 't',
  name: 'orders',
  primaryKeyColumnId: key.id,
  columns: [key, ...columns],
  indexes: [],
  position: { x: 0, y: 0 },
  access: closedAccess(),
  joinFor: null,
});

const orders = table(
  column('id', 'integer', { required: true }),
  column('customer', 'text', { required: true }),
  column('placed_on', 'date', { required: true, defaultValue: { kind: 'now' } }),
  column('ref', 'uuid', { defaultValue: { kind: 'randomUuid' } }),
  column('paid', 'boolean', { required: true, defaultValue: { kind: 'literal', value: 'no' } }),
);
const now = new Date(Date.UTC(2026, 10, 25, 12));

describe('planRows', () => {
  it('maps the header to the table in file order', () => {
    const planned = planRows(orders, [' paid ', 'customer', '', '']);
    expect(planned.ok && planned.plan.columns.map((c) => c.name)).toEqual(['paid', 'customer']);
  });

  it('takes the integer key when the file gives it: an empty cell is left to the database', () => {
    const planned = planRows(orders, ['id', 'customer']);
    if (!planned.ok) throw new Error(planned.message);
    expect(planned.plan.numberedKey?.name).toBe('id');
    expect(parseRow(planned.plan, ['', 'Ada'], 2, now)).toEqual({ ok: true, values: [null, 'Ada'] });
    expect(parseRow(planned.plan, ['17', 'Ada'], 3, now)).toEqual({ ok: true, values: ['17', 'Ada'] });
    expect(planRows(orders, ['customer']).ok && planRows(orders, ['customer'])).toMatchObject({ plan: { numberedKey: null } });
  });

  it('refuses unknown, repeated and unnamed columns, and a missing required one', () => {
    expect(planRows(orders, ['customer', 'colour'])).toEqual({ ok: false, message: 'line 1: column colour does not exist in table orders' });
    expect(planRows(orders, ['customer', 'customer'])).toEqual({ ok: false, message: 'line 1: column customer appears twice in the header' });
    expect(planRows(orders, ['customer', '', 'paid'])).toEqual({ ok: false, message: 'line 1: column 2 of the header has no name' });
    expect(planRows(orders, ['paid'])).toEqual({ ok: false, message: 'line 1: column customer is required: add it to the header' });
    expect(planRows(orders, [])).toEqual({ ok: false, message: 'line 1: the header row is empty: name the columns in the first row' });
  });
});

describe('parseRow', () => {
  const planned = planRows(orders, ['customer', 'placed_on', 'ref', 'paid']);
  if (!planned.ok) throw new Error(planned.message);
  const plan = planned.plan;

  it('fills empty cells of columns with a default, as of the import', () => {
    const row = parseRow(plan, ['Ada', '', '', ''], 2, now);
    expect(row.ok && row.values.slice(0, 2)).toEqual(['Ada', '2026-11-25']);
    expect(row.ok && row.values[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.ok && row.values[3]).toBe('false');
    expect(parseRow(plan, ['Ada'], 2, now).ok).toBe(true);
  });

  it('names the line and the column of a bad value, a missing required value or extra values', () => {
    expect(parseRow(plan, ['', '2026-01-01'], 4, now)).toEqual({ ok: false, message: 'line 4: column customer: a value is required' });
    expect(parseRow(plan, ['Ada', '2026-13-01'], 5, now)).toEqual({ ok: false, message: 'line 5: column placed_on: "2026-13-01" is not a date (YYYY-MM-DD)' });
    expect(parseRow(plan, ['Ada', '', '', '', 'extra'], 6, now)).toEqual({ ok: false, message: 'line 6: the row has more values than the header has columns (4)' });
    expect(parseRow(plan, ['Ada', '', '', '', ''], 7, now).ok).toBe(true);
  });
});
