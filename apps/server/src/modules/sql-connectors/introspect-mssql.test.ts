import { describe, expect, it } from 'vitest';
import { type MssqlCatalogRows, mssqlSchemaOf, unwrapMssqlDefault } from './introspect-mssql.ts';

/** The rows SQL Server answers the three catalog queries with, for a small sales schema. */
const rows: MssqlCatalogRows = {
  tables: [
    { name: 'orders', type: 'BASE TABLE' },
    { name: 'customers', type: 'BASE TABLE' },
    { name: 'order_lines', type: 'BASE TABLE' },
    { name: 'vip_customers', type: 'VIEW' },
  ],
  columns: [
    { table: 'customers', name: 'id', data_type: 'int', max_length: null, precision: 10, scale: 0, nullable: 'NO', column_default: null },
    { table: 'customers', name: 'email', data_type: 'nvarchar', max_length: 200, precision: null, scale: null, nullable: 'NO', column_default: null },
    { table: 'customers', name: 'notes', data_type: 'nvarchar', max_length: -1, precision: null, scale: null, nullable: 'YES', column_default: null },
    { table: 'customers', name: 'vip', data_type: 'bit', max_length: null, precision: null, scale: null, nullable: 'NO', column_default: '((0))' },
    { table: 'customers', name: 'created_at', data_type: 'datetime2', max_length: null, precision: null, scale: null, nullable: 'NO', column_default: '(sysutcdatetime())' },
    { table: 'customers', name: 'ref', data_type: 'uniqueidentifier', max_length: null, precision: null, scale: null, nullable: 'YES', column_default: '(newid())' },
    { table: 'orders', name: 'id', data_type: 'bigint', max_length: null, precision: 19, scale: 0, nullable: 'NO', column_default: null },
    { table: 'orders', name: 'customer_id', data_type: 'int', max_length: null, precision: 10, scale: 0, nullable: 'NO', column_default: null },
    { table: 'orders', name: 'total', data_type: 'decimal', max_length: null, precision: 10, scale: 2, nullable: 'YES', column_default: null },
    { table: 'orders', name: 'placed_on', data_type: 'date', max_length: null, precision: null, scale: null, nullable: 'YES', column_default: null },
    { table: 'order_lines', name: 'order_id', data_type: 'bigint', max_length: null, precision: 19, scale: 0, nullable: 'NO', column_default: null },
    { table: 'order_lines', name: 'line_no', data_type: 'int', max_length: null, precision: 10, scale: 0, nullable: 'NO', column_default: null },
    { table: 'order_lines', name: 'photo', data_type: 'varbinary', max_length: -1, precision: null, scale: null, nullable: 'YES', column_default: null },
    { table: 'vip_customers', name: 'id', data_type: 'int', max_length: null, precision: 10, scale: 0, nullable: 'NO', column_default: null },
    // A column of a table the schema query did not answer (made in between): left out.
    { table: 'made_meanwhile', name: 'x', data_type: 'int', max_length: null, precision: 10, scale: 0, nullable: 'YES', column_default: null },
  ],
  keyColumns: [
    { table: 'customers', name: 'PK__customer__3213E83F', kind: 'primary', column_name: 'id', referenced_schema: null, referenced_table: null, referenced_column: null },
    { table: 'order_lines', name: 'FK_lines_orders', kind: 'foreign', column_name: 'order_id', referenced_schema: 'dbo', referenced_table: 'orders', referenced_column: 'id' },
    { table: 'order_lines', name: 'PK_order_lines', kind: 'primary', column_name: 'order_id', referenced_schema: null, referenced_table: null, referenced_column: null },
    { table: 'order_lines', name: 'PK_order_lines', kind: 'primary', column_name: 'line_no', referenced_schema: null, referenced_table: null, referenced_column: null },
    { table: 'orders', name: 'FK_orders_customers', kind: 'foreign', column_name: 'customer_id', referenced_schema: 'crm', referenced_table: 'customers', referenced_column: 'id' },
    { table: 'orders', name: 'PK_orders', kind: 'primary', column_name: 'id', referenced_schema: null, referenced_table: null, referenced_column: null },
  ],
};

const col = (name: string, databaseType: string, type: string, nullable: boolean, def: string | null = null, primaryKey = false) => ({ name, databaseType, type, nullable, default: def, primaryKey });

describe('mssqlSchemaOf', () => {
  it('assembles tables and views by name, columns in order with types and defaults, keys in key order', () => {
    expect(mssqlSchemaOf('dbo', rows)).toEqual({
      schema: 'dbo',
      tables: [
        {
          name: 'customers',
          kind: 'table',
          columns: [
            col('id', 'int', 'integer', false, null, true),
            col('email', 'nvarchar(200)', 'text', false),
            col('notes', 'nvarchar(max)', 'longText', true),
            col('vip', 'bit', 'boolean', false, '0'),
            col('created_at', 'datetime2', 'dateTime', false, 'sysutcdatetime()'),
            col('ref', 'uniqueidentifier', 'uuid', true, 'newid()'),
          ],
          primaryKey: ['id'],
          foreignKeys: [],
        },
        {
          name: 'order_lines',
          kind: 'table',
          columns: [col('order_id', 'bigint', 'integer', false, null, true), col('line_no', 'int', 'integer', false, null, true), col('photo', 'varbinary(max)', 'unknown', true)],
          primaryKey: ['order_id', 'line_no'],
          foreignKeys: [{ name: 'FK_lines_orders', columns: ['order_id'], referencedSchema: 'dbo', referencedTable: 'orders', referencedColumns: ['id'] }],
        },
        {
          name: 'orders',
          kind: 'table',
          columns: [col('id', 'bigint', 'integer', false, null, true), col('customer_id', 'int', 'integer', false), col('total', 'decimal(10,2)', 'decimal', true), col('placed_on', 'date', 'date', true)],
          primaryKey: ['id'],
          foreignKeys: [{ name: 'FK_orders_customers', columns: ['customer_id'], referencedSchema: 'crm', referencedTable: 'customers', referencedColumns: ['id'] }],
        },
        { name: 'vip_customers', kind: 'view', columns: [col('id', 'int', 'integer', false)], primaryKey: [], foreignKeys: [] },
      ],
    });
  });
});

describe('unwrapMssqlDefault', () => {
  it.each([
    ['((0))', '0'],
    ['(getdate())', 'getdate()'],
    ["(N'(draft)')", "N'(draft)'"],
    ["('a)b')", "'a)b'"],
    ['((1)+(2))', '(1)+(2)'],
    ['(1)+(2)', '(1)+(2)'],
  ])('%s → %s', (text, shown) => {
    expect(unwrapMssqlDefault(text)).toBe(shown);
  });
  it('keeps no default as null', () => expect(unwrapMssqlDefault(null)).toBeNull());
});
