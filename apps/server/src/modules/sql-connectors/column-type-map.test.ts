import { describe, expect, it } from 'vitest';
import { mssqlColumnType, oracleColumnType } from './column-type-map.ts';

describe('mssqlColumnType', () => {
  it.each([
    ['int', null, 'integer'],
    ['bigint', null, 'integer'],
    ['tinyint', null, 'integer'],
    ['decimal', null, 'decimal'],
    ['money', null, 'decimal'],
    ['float', null, 'decimal'],
    ['bit', null, 'boolean'],
    ['nvarchar', 200, 'text'],
    ['varchar', 50, 'text'],
    ['nchar', 2, 'text'],
    ['nvarchar', -1, 'longText'],
    ['varchar', -1, 'longText'],
    ['ntext', 1073741823, 'longText'],
    ['date', null, 'date'],
    ['datetime2', null, 'dateTime'],
    ['datetimeoffset', null, 'dateTime'],
    ['smalldatetime', null, 'dateTime'],
    ['uniqueidentifier', null, 'uuid'],
    ['json', null, 'json'],
    ['time', null, 'unknown'],
    ['varbinary', -1, 'unknown'],
    ['xml', -1, 'unknown'],
    ['geography', -1, 'unknown'],
    ['INT', null, 'integer'],
  ] as const)('%s (max length %s) → %s', (dataType, maxLength, type) => {
    expect(mssqlColumnType(dataType, maxLength)).toBe(type);
  });
});

describe('oracleColumnType', () => {
  it.each([
    ['NUMBER', 10, 0, 'integer'],
    // INTEGER is NUMBER(*,0): no precision, scale 0.
    ['NUMBER', null, 0, 'integer'],
    ['NUMBER', 1, 0, 'boolean'],
    ['NUMBER', 10, 2, 'decimal'],
    // A NUMBER without precision or scale holds any number.
    ['NUMBER', null, null, 'decimal'],
    ['FLOAT', 126, null, 'decimal'],
    ['BINARY_DOUBLE', null, null, 'decimal'],
    ['VARCHAR2', null, null, 'text'],
    ['NVARCHAR2', null, null, 'text'],
    ['CHAR', null, null, 'text'],
    ['CLOB', null, null, 'longText'],
    ['NCLOB', null, null, 'longText'],
    ['DATE', null, null, 'dateTime'],
    ['TIMESTAMP(6)', null, 6, 'dateTime'],
    ['TIMESTAMP(6) WITH TIME ZONE', null, 6, 'dateTime'],
    ['TIMESTAMP(9) WITH LOCAL TIME ZONE', null, 9, 'dateTime'],
    ['JSON', null, null, 'json'],
    ['BOOLEAN', null, null, 'boolean'],
    ['RAW', null, null, 'unknown'],
    ['BLOB', null, null, 'unknown'],
    ['INTERVAL DAY(2) TO SECOND(6)', 2, 6, 'unknown'],
    ['XMLTYPE', null, null, 'unknown'],
  ] as const)('%s (%s, %s) → %s', (dataType, precision, scale, type) => {
    expect(oracleColumnType(dataType, precision, scale)).toBe(type);
  });
});
