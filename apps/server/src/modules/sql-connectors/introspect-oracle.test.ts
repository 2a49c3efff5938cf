import { describe, expect, it } from 'vitest';
import { type OracleCatalogRows, oracleSchemaOf } from './introspect-oracle.ts';

/** The rows Oracle's dictionary answers the three queries with (names in upper case, DATA_DEFAULT as written; numbers as text, as the dialect fetches them, or as numbers). */
const rows: OracleCatalogRows = {
  tables: [
    { name: 'ORDERS', kind: 'table' },
    { name: 'CUSTOMERS', kind: 'table' },
    { name: 'VIP_CUSTOMERS', kind: 'view' },
  ],
  columns: [
    { table: 'CUSTOMERS', name: 'ID', data_type: 'NUMBER', precision: null, scale: 0, char_length: 0, nullable: 'N', data_default: '"APP"."ISEQ$$_72950".nextval' },
    { table: 'CUSTOMERS', name: 'EMAIL', data_type: 'VARCHAR2', precision: null, scale: null, char_length: '200', nullable: 'N', data_default: null },
    { table: 'CUSTOMERS', name: 'VIP', data_type: 'NUMBER', precision: '1', scale: '0', char_length: '0', nullable: 'N', data_default: '0 ' },
    { table: 'CUSTOMERS', name: 'BORN', data_type: 'DATE', precision: null, scale: null, char_length: 0, nullable: 'Y', data_default: 'NULL\n' },
    { table: 'CUSTOMERS', name: 'CREATED_AT', data_type: 'TIMESTAMP(6) WITH TIME ZONE', precision: null, scale: 6, char_length: 0, nullable: 'N', data_default: 'systimestamp\n' },
    { table: 'CUSTOMERS', name: 'PROFILE', data_type: 'CLOB', precision: null, scale: null, char_length: 0, nullable: 'Y', data_default: null },
    { table: 'ORDERS', name: 'ID', data_type: 'NUMBER', precision: 19, scale: 0, char_length: 0, nullable: 'N', data_default: null },
    { table: 'ORDERS', name: 'CUSTOMER_ID', data_type: 'NUMBER', precision: null, scale: 0, char_length: 0, nullable: 'N', data_default: null },
    { table: 'ORDERS', name: 'TOTAL', data_type: 'NUMBER', precision: '10', scale: '2', char_length: '0', nullable: 'Y', data_default: null },
    { table: 'ORDERS', name: 'AMOUNT', data_type: 'NUMBER', precision: null, scale: null, char_length: 0, nullable: 'Y', data_default: null },
    { table: 'ORDERS', name: 'DIGEST', data_type: 'RAW', precision: null, scale: null, char_length: 0, nullable: 'Y', data_default: null },
    { table: 'VIP_CUSTOMERS', name: 'ID', data_type: 'NUMBER', precision: null, scale: 0, char_length: 0, nullable: 'N', data_default: null },
  ],
  keyColumns: [
    { table: 'CUSTOMERS', name: 'SYS_C008213', kind: 'primary', column_name: 'ID', referenced_schema: null, referenced_table: null, referenced_column: null },
    { table: 'ORDERS', name: 'ORDERS_CUSTOMER_FK', kind: 'foreign', column_name: 'CUSTOMER_ID', referenced_schema: 'APP', referenced_table: 'CUSTOMERS', referenced_column: 'ID' },
    { table: 'ORDERS', name: 'ORDERS_PK', kind: 'primary', column_name: 'ID', referenced_schema: null, referenced_table: null, referenced_column: null },
  ],
};

const col = (name: string, databaseType: string, type: string, nullable: boolean, def: string | null = null, primaryKey = false) => ({ name, databaseType, type, nullable, default: def, primaryKey });

describe('oracleSchemaOf', () => {
  it('assembles the owner’s tables and views, Oracle’s types read, defaults trimmed (NULL as none), keys grouped', () => {
    expect(oracleSchemaOf('APP', rows)).toEqual({
      schema: 'APP',
      tables: [
        {
          name: 'CUSTOMERS',
          kind: 'table',
          columns: [
            col('ID', 'NUMBER(*,0)', 'integer', false, '"APP"."ISEQ$$_72950".nextval', true),
            col('EMAIL', 'VARCHAR2(200)', 'text', false),
            col('VIP', 'NUMBER(1)', 'boolean', false, '0'),
            col('BORN', 'DATE', 'dateTime', true),
            col('CREATED_AT', 'TIMESTAMP(6) WITH TIME ZONE', 'dateTime', false, 'systimestamp'),
            col('PROFILE', 'CLOB', 'longText', true),
          ],
          primaryKey: ['ID'],
          foreignKeys: [],
        },
        {
          name: 'ORDERS',
          kind: 'table',
          columns: [
            col('ID', 'NUMBER(19)', 'integer', false, null, true),
            col('CUSTOMER_ID', 'NUMBER(*,0)', 'integer', false),
            col('TOTAL', 'NUMBER(10,2)', 'decimal', true),
            col('AMOUNT', 'NUMBER', 'decimal', true),
            col('DIGEST', 'RAW', 'unknown', true),
          ],
          primaryKey: ['ID'],
          foreignKeys: [{ name: 'ORDERS_CUSTOMER_FK', columns: ['CUSTOMER_ID'], referencedSchema: 'APP', referencedTable: 'CUSTOMERS', referencedColumns: ['ID'] }],
        },
        { name: 'VIP_CUSTOMERS', kind: 'view', columns: [col('ID', 'NUMBER(*,0)', 'integer', false)], primaryKey: [], foreignKeys: [] },
      ],
    });
  });
});
