import { describe, expect, it } from 'vitest';
import { choiceOfValue, choiceValue, parseStoredChoice, type GridChoice } from './grid-choice.ts';

const orders: GridChoice = { kind: 'external', connectorId: 'c1', connectorName: 'Shop', schema: 'sales', table: 'orders' };

describe('the table open in the grid', () => {
  it('round-trips through storage; a bare id is a project table (as kept before)', () => {
    expect(parseStoredChoice(JSON.stringify(orders))).toEqual(orders);
    expect(parseStoredChoice(JSON.stringify({ kind: 'project', tableId: 't1' }))).toEqual({ kind: 'project', tableId: 't1' });
    expect(parseStoredChoice('t1')).toEqual({ kind: 'project', tableId: 't1' });
    expect(parseStoredChoice(JSON.stringify({ ...orders, schema: null }))).toEqual({ ...orders, schema: null });
  });

  it('ignores what it cannot read', () => {
    expect(parseStoredChoice(null)).toBeNull();
    expect(parseStoredChoice('')).toBeNull();
    expect(parseStoredChoice('{not json')).toBeNull();
    expect(parseStoredChoice(JSON.stringify({ kind: 'external', connectorId: 'c1', table: '' }))).toBeNull();
    expect(parseStoredChoice(JSON.stringify({ kind: 'other' }))).toBeNull();
  });

  it("names picker options and reads them back: another table of the open connector keeps its connector and schema", () => {
    expect(choiceValue({ kind: 'project', tableId: 't1' })).toBe('project:t1');
    expect(choiceValue(orders)).toBe('external:orders');
    expect(choiceOfValue('project:t1', orders)).toEqual({ kind: 'project', tableId: 't1' });
    expect(choiceOfValue('external:customers', orders)).toEqual({ ...orders, table: 'customers' });
    expect(choiceOfValue('external:customers', { kind: 'project', tableId: 't1' })).toBeNull();
    expect(choiceOfValue('nonsense', orders)).toBeNull();
  });
});
