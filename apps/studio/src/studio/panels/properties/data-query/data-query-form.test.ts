import { MAX_ACTION_FILTERS } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { expressionCheckerFor, screenExpressionEnvironment } from '../actions/expression-checker.ts';
import { filterRowsOf, MAX_ORDER_KEYS, orderRowsOf, readFilterRows, readOrderRows } from './data-query-form.ts';

const check = expressionCheckerFor(screenExpressionEnvironment(null, [{ name: 'search', type: 'text' }], false));
const columns = ['id', 'title', 'done'];

describe('the filter rows of a data repeater or table', () => {
  it('reads the stored filters into rows, leaving out entries of another shape', () => {
    expect(filterRowsOf([{ column: 'title', operator: 'ilike', value: 'screen.search' }, 'junk', null, { column: 3, operator: 'nope' }])).toEqual([
      { column: 'title', operator: 'ilike', value: 'screen.search' },
      { column: '', operator: 'eq', value: '' },
    ]);
    expect(filterRowsOf(undefined)).toEqual([]);
  });

  it('stores rows whose columns are the table’s and whose values check out, as the element’s props schema takes them', () => {
    const read = readFilterRows([{ column: 'title', operator: 'ilike', value: '"%" + screen.search + "%"' }, { column: 'done', operator: 'eq', value: 'false' }], columns, check);
    expect(read).toEqual({
      ok: true,
      filters: [
        { column: 'title', operator: 'ilike', value: '"%" + screen.search + "%"' },
        { column: 'done', operator: 'eq', value: 'false' },
      ],
    });
    // Columns are typed by hand when the tables are not known: only their form is checked.
    expect(readFilterRows([{ column: 'anything', operator: 'eq', value: '1' }], null, check).ok).toBe(true);
  });

  it('refuses an empty or unknown column, an empty value, and an expression the checker refuses, row by row', () => {
    const read = readFilterRows(
      [
        { column: '', operator: 'eq', value: '' },
        { column: 'titel', operator: 'eq', value: 'screen.serch' },
        { column: 'title', operator: 'eq', value: 'globalThis' },
        { column: 'bad name', operator: 'eq', value: '1 +' },
      ],
      columns,
      check,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.issues).toEqual({
      '0.column': { kind: 'required' },
      '0.value': { kind: 'required' },
      '1.column': { kind: 'unknownColumn', column: 'titel' },
      '1.value': { kind: 'expression', problem: { kind: 'error', code: 'unknown_field', near: 'serch' } },
      '2.value': { kind: 'expression', problem: { kind: 'error', code: 'unknown_name', near: 'globalThis' } },
      '3.column': { kind: 'pattern' },
      '3.value': { kind: 'expression', problem: expect.objectContaining({ code: 'syntax_error' }) },
    });
  });

  it('refuses more filters than the query takes', () => {
    const rows = Array.from({ length: MAX_ACTION_FILTERS + 1 }, () => ({ column: 'id', operator: 'gt' as const, value: '0' }));
    expect(readFilterRows(rows, columns, check)).toEqual({ ok: false, issues: { list: { kind: 'tooMany', max: MAX_ACTION_FILTERS } } });
  });
});

describe('the sort rows of a data repeater or table', () => {
  it('reads the stored order, a direction other than desc read as asc', () => {
    expect(orderRowsOf([{ column: 'title', direction: 'desc' }, { column: 'id', direction: 'sideways' }, 7])).toEqual([
      { column: 'title', direction: 'desc' },
      { column: 'id', direction: 'asc' },
    ]);
  });

  it('stores known columns in the order given', () => {
    expect(readOrderRows([{ column: 'done', direction: 'asc' }, { column: 'title', direction: 'desc' }], columns)).toEqual({
      ok: true,
      order: [
        { column: 'done', direction: 'asc' },
        { column: 'title', direction: 'desc' },
      ],
    });
  });

  it('refuses a column sorted on twice, an unknown or empty one, and too many keys', () => {
    expect(readOrderRows([{ column: 'title', direction: 'asc' }, { column: 'title', direction: 'desc' }, { column: 'nope', direction: 'asc' }, { column: '', direction: 'asc' }], columns)).toEqual({
      ok: false,
      issues: { '1.column': { kind: 'duplicate' }, '2.column': { kind: 'unknownColumn', column: 'nope' }, '3.column': { kind: 'required' } },
    });
    const many = Array.from({ length: MAX_ORDER_KEYS + 1 }, (_, index) => ({ column: `c${index}`, direction: 'asc' as const }));
    expect(readOrderRows(many, null)).toEqual({ ok: false, issues: { list: { kind: 'tooMany', max: MAX_ORDER_KEYS } } });
  });

  it('agrees with the element’s props schema on what may be stored', async () => {
    const { getElementDeclaration } = await import('@tessera/model/definition');
    const { safeParse } = await import('zod/mini');
    const repeater = getElementDeclaration('dataRepeater')!;
    const read = readOrderRows(Array.from({ length: MAX_ORDER_KEYS }, (_, index) => ({ column: `c${index}`, direction: 'asc' as const })), null);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(safeParse(repeater.propsSchema, { order: read.order }).success).toBe(true);
    expect(safeParse(repeater.propsSchema, { order: [...read.order, { column: 'c9', direction: 'asc' }] }).success).toBe(false);
  });
});
