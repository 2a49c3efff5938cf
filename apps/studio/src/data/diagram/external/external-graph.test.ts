import type { ExternalSchema, ExternalTable } from '@tessera/model/connectors';
import { describe, expect, test } from 'vitest';
import { TABLE_NODE_WIDTH } from '../layout/diagram-graph.ts';
import { EXTERNAL_GAP, externalColumnMark, externalEdges, externalNodeId, externalPositions, externalTableHeight, isExternalNodeId } from './external-graph.ts';

const column = (name: string, nullable = false) => ({ name, databaseType: 'integer', type: 'integer' as const, nullable, default: null, primaryKey: false });

const customers: ExternalTable = { name: 'customers', kind: 'table', columns: [column('id'), column('name')], primaryKey: ['id'], foreignKeys: [] };
const orders: ExternalTable = {
  name: 'orders',
  kind: 'table',
  columns: [column('id'), column('customer_id'), column('agent_id', true)],
  primaryKey: ['id'],
  foreignKeys: [
    { name: 'orders_customer_fk', columns: ['customer_id'], referencedSchema: 'public', referencedTable: 'customers', referencedColumns: ['id'] },
    { name: 'orders_agent_fk', columns: ['agent_id'], referencedSchema: 'crm', referencedTable: 'agents', referencedColumns: ['id'] },
  ],
};
const totals: ExternalTable = { name: 'order_totals', kind: 'view', columns: [column('customer_id', true), column('total', true)], primaryKey: [], foreignKeys: [] };
const schema: ExternalSchema = { schema: 'public', tables: [customers, orders, totals] };

/** Whether two boxes (fixed width, expected height) overlap. */
function overlaps(a: { x: number; y: number; height: number }, b: { x: number; y: number; height: number }): boolean {
  return a.x < b.x + TABLE_NODE_WIDTH && b.x < a.x + TABLE_NODE_WIDTH && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('external tables in the diagram', () => {
  test('node ids are prefixed so they never meet a project table id', () => {
    expect(externalNodeId('orders')).toBe('external:orders');
    expect(isExternalNodeId(externalNodeId('orders'))).toBe(true);
    expect(isExternalNodeId('orders')).toBe(false);
  });

  test('they sit right of the project tables in a grid, overlapping neither those nor each other', () => {
    const project = [{ position: { x: 40, y: 120 } }, { position: { x: 400, y: 60 } }];
    const positions = externalPositions(project, schema.tables);
    const left = 400 + TABLE_NODE_WIDTH + EXTERNAL_GAP * 2;
    expect(positions.get('customers')).toEqual({ x: left, y: 60 });
    expect(positions.get('orders')).toEqual({ x: left + TABLE_NODE_WIDTH + EXTERNAL_GAP, y: 60 });
    expect(positions.get('order_totals')).toEqual({ x: left, y: 60 + externalTableHeight(orders) + EXTERNAL_GAP / 2 });
    const boxes = schema.tables.map((table) => ({ ...positions.get(table.name)!, height: externalTableHeight(table) }));
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) expect(overlaps(box, other)).toBe(false);
      for (const own of project) expect(box.x).toBeGreaterThanOrEqual(own.position.x + TABLE_NODE_WIDTH);
    }
  });

  test('without project tables they start at the origin; without tables there is nothing to place', () => {
    expect(externalPositions([], [customers]).get('customers')).toEqual({ x: 0, y: 0 });
    expect(externalPositions([{ position: { x: 0, y: 0 } }], []).size).toBe(0);
  });

  test('key columns show the key, foreign-key columns the relation', () => {
    expect(externalColumnMark(orders, orders.columns[0]!)).toBe('primaryKey');
    expect(externalColumnMark(orders, orders.columns[1]!)).toBe('relation');
    expect(externalColumnMark(customers, customers.columns[1]!)).toBeNull();
  });

  test('one line per foreign key to a table of the same schema, from its column to the facing side', () => {
    const positions = externalPositions([], schema.tables);
    expect(externalEdges(schema, positions)).toEqual([
      {
        id: 'external:orders:orders_customer_fk',
        source: 'external:orders',
        target: 'external:customers',
        sourceHandle: 'col-customer_id-left',
        targetHandle: 'in-right',
        required: true,
      },
    ]);
    const optional = { ...schema, tables: [customers, { ...orders, columns: [column('id'), column('customer_id', true)] }] };
    expect(externalEdges(optional, positions)[0]?.required).toBe(false);
  });
});
