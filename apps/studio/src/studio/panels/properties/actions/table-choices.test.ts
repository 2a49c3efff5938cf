import { describe, expect, it } from 'vitest';
import { tableChoiceKey, tableChoices, tableOfChoiceKey } from './table-choices.ts';

const tables = [{ name: 'tasks', columns: ['title'] }];
const connectedTables = [
  { connectorId: 'c1', connectorName: 'Shop DB', table: 'orders' },
  { connectorId: 'c1', connectorName: 'Shop DB', table: 'customers' },
  { connectorId: 'c2', connectorName: 'Billing', table: 'invoices' },
];

describe('table choices', () => {
  it('lists the data model’s tables, then each connector’s connected tables in a group of its own', () => {
    expect(tableChoices({ tables, connectedTables }, true, 'Data model')).toEqual([
      { label: 'Data model', options: [{ value: 'tasks', label: 'tasks' }] },
      { label: 'Shop DB', options: [{ value: tableChoiceKey({ connectorId: 'c1', table: 'orders' }), label: 'orders' }, { value: tableChoiceKey({ connectorId: 'c1', table: 'customers' }), label: 'customers' }] },
      { label: 'Billing', options: [{ value: tableChoiceKey({ connectorId: 'c2', table: 'invoices' }), label: 'invoices' }] },
    ]);
  });

  it('lists the data model’s only where a connected table can not be named, or while none is known', () => {
    expect(tableChoices({ tables, connectedTables }, false, 'Data model')).toEqual([{ value: 'tasks', label: 'tasks' }]);
    expect(tableChoices({ tables, connectedTables: null }, true, 'Data model')).toEqual([{ value: 'tasks', label: 'tasks' }]);
    expect(tableChoices({ tables: null, connectedTables }, true, 'Data model')).toBeNull();
  });

  it('reads back the table a key names, a same-named data model table and connected table apart', () => {
    expect(tableOfChoiceKey(tableChoiceKey({ table: 'orders' }))).toEqual({ table: 'orders' });
    expect(tableOfChoiceKey(tableChoiceKey({ connectorId: 'c1', table: 'orders' }))).toEqual({ connectorId: 'c1', table: 'orders' });
    expect(tableChoiceKey({ table: 'orders' })).not.toBe(tableChoiceKey({ connectorId: 'c1', table: 'orders' }));
    expect(tableChoiceKey({ table: 'orders', connectorId: '' })).toBe('orders');
  });
});
