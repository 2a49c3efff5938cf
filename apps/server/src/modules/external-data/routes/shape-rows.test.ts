import type { ExternalColumn, ExternalTable } from '@tessera/model/connectors';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SelectItem } from '../../data-api/grammar/ast.ts';
import { shapeRows } from './shape-rows.ts';

const column = (name: string, type: ExternalColumn['type'], databaseType: string, primaryKey = false): ExternalColumn => ({ name, type, databaseType, nullable: !primaryKey, default: null, primaryKey });
const table = (name: string, columns: ExternalColumn[], foreignKeys: ExternalTable['foreignKeys'] = []): ExternalTable => ({ name, kind: 'table', columns, primaryKey: [columns[0]!.name], foreignKeys });

// The drivers' `Date`s of values without a zone depend on the server's zone: shaped away from UTC,
// a date read in the wrong zone's fields would show.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Sao_Paulo';
  expect(new Date(Date.UTC(2024, 0, 1)).getHours()).toBe(21);
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("Postgres date-times as the connector's pool leaves them (text)", () => {
  const marks = table('marks', [column('id', 'integer', 'integer', true), column('at', 'dateTime', 'timestamp(6) without time zone'), column('stamped', 'dateTime', 'timestamp with time zone')]);
  const shape = (at: string, stamped: string) => shapeRows('postgres', marks, [], [{ kind: 'star' }], [{ id: 1, at, stamped }])[0];

  test('keep their microseconds, at least milliseconds; an instant in UTC whatever the session zone', () => {
    expect(shape('2024-01-01 00:00:00.1236', '2024-01-10 09:30:00.25+01')).toEqual({ id: 1, at: '2024-01-01T00:00:00.123600', stamped: '2024-01-10T08:30:00.250Z' });
    expect(shape('2024-01-01 00:00:00', '2024-03-31 01:59:59.999999-03:30')).toEqual({ id: 1, at: '2024-01-01T00:00:00.000', stamped: '2024-03-31T05:29:59.999999Z' });
    expect(shape('0044-03-15 12:00:00', '0044-03-15 12:00:00+00:09:21')).toEqual({ id: 1, at: '0044-03-15T12:00:00.000', stamped: '0044-03-15T11:50:39.000Z' });
    // Forms of their own are answered as Postgres wrote them.
    expect(shape('infinity', '0044-03-15 12:00:00+00 BC')).toEqual({ id: 1, at: 'infinity', stamped: '0044-03-15 12:00:00+00 BC' });
  });
});

describe('SQL Server rows as tedious returns them', () => {
  const orders = table('orders', [
    column('id', 'integer', 'bigint', true),
    column('qty', 'integer', 'int'),
    column('total', 'decimal', 'decimal(38,2)'),
    column('price', 'decimal', 'money'),
    column('ratio', 'decimal', 'float'),
    column('paid', 'boolean', 'bit'),
    column('due', 'date', 'date'),
    column('placed_at', 'dateTime', 'datetime2'),
    column('stamped', 'dateTime', 'datetimeoffset'),
    column('ref', 'uuid', 'uniqueidentifier'),
    column('note', 'text', 'nvarchar(200)'),
  ]);
  const lines = table('lines', [column('id', 'integer', 'int', true), column('order_id', 'integer', 'bigint'), column('amount', 'decimal', 'decimal(10,2)'), column('gift', 'boolean', 'bit')], [
    { name: 'lines_order_fk', columns: ['order_id'], referencedSchema: 'dbo', referencedTable: 'orders', referencedColumns: ['id'] },
  ]);

  test('bigint text, decimals selected as exact text, bit, dates in UTC fields, datetimeoffset an instant', () => {
    // tedious (useUTC): bigint as text, int and float as numbers, bit as a boolean, date/datetime2 as a Date whose UTC fields are the stored ones.
    const row = {
      id: '9007199254740993',
      qty: 3,
      total: '12345678901234567890.00',
      price: '19.9900',
      ratio: 0.25,
      paid: true,
      due: new Date(Date.UTC(2024, 1, 29)),
      placed_at: new Date(Date.UTC(2024, 1, 29, 23, 30, 5, 120)),
      stamped: new Date('2024-02-29T21:30:05.120Z'),
      ref: 'C2A1F6E4-4B2E-4B8D-9C47-1E7F2A3B4C5D',
      note: null,
    };
    expect(shapeRows('mssql', orders, [orders], [], [row])).toEqual([
      {
        id: '9007199254740993',
        qty: 3,
        total: 12345678901234567000,
        price: 19.99,
        ratio: 0.25,
        paid: true,
        due: '2024-02-29',
        placed_at: '2024-02-29T23:30:05.120',
        stamped: '2024-02-29T21:30:05.120Z',
        ref: 'C2A1F6E4-4B2E-4B8D-9C47-1E7F2A3B4C5D',
        note: null,
      },
    ]);
    expect(shapeRows('mssql', orders, [orders], [], [{ ...row, id: '7', total: '20000000000000000000', paid: false }])[0]).toMatchObject({ id: 7, total: '20000000000000000000', paid: false });
  });

  test('an embed written by FOR JSON: parsed, its flags already booleans, its decimals numbers', () => {
    const select: SelectItem[] = [{ kind: 'column', name: 'id', alias: null }, { kind: 'embed', relation: 'lines', alias: null, hint: null, inner: false, select: [{ kind: 'star' }] }];
    const rows = [{ id: '1', lines: '[{"id":1,"order_id":1,"amount":12.50,"gift":true},{"id":2,"order_id":1,"amount":null,"gift":false}]' }, { id: '2', lines: '[]' }];
    expect(shapeRows('mssql', orders, [orders, lines], select, rows)).toEqual([
      { id: 1, lines: [{ id: 1, order_id: 1, amount: 12.5, gift: true }, { id: 2, order_id: 1, amount: null, gift: false }] },
      { id: 2, lines: [] },
    ]);
  });
});

describe('Oracle rows as oracledb returns them (numbers and CLOBs fetched as text)', () => {
  const people = table('PEOPLE', [
    column('ID', 'integer', 'NUMBER(*,0)', true),
    column('BIG', 'integer', 'NUMBER(38)'),
    column('TOTAL', 'decimal', 'NUMBER(10,2)'),
    column('VIP', 'boolean', 'NUMBER(1)'),
    column('BORN', 'dateTime', 'DATE'),
    column('SEEN', 'dateTime', 'TIMESTAMP(6)'),
    column('CREATED_AT', 'dateTime', 'TIMESTAMP(6) WITH TIME ZONE'),
    column('LOGGED_AT', 'dateTime', 'TIMESTAMP(6) WITH LOCAL TIME ZONE'),
    column('PROFILE', 'longText', 'CLOB'),
    column('DOC', 'json', 'JSON'),
  ]);
  const pets = table('PETS', [column('ID', 'integer', 'NUMBER(*,0)', true), column('OWNER_ID', 'integer', 'NUMBER(*,0)'), column('INDOOR', 'boolean', 'NUMBER(1)')], [
    { name: 'PETS_OWNER_FK', columns: ['OWNER_ID'], referencedSchema: 'APP', referencedTable: 'PEOPLE', referencedColumns: ['ID'] },
  ]);

  test('NUMBER as text, NUMBER(1) flags 1/0, DATE and TIMESTAMP in local fields, zoned timestamps instants', () => {
    // oracledb: DATE and TIMESTAMP made in the process's zone (new Date(y, m, d, …)); WITH [LOCAL] TIME ZONE the instant.
    const row = {
      ID: '42',
      BIG: '123456789012345678901',
      TOTAL: '1234.50',
      VIP: '1',
      BORN: new Date(2024, 1, 29, 23, 30, 5),
      SEEN: new Date(2024, 1, 29, 0, 0, 0, 250),
      CREATED_AT: new Date('2024-02-29T21:30:05.000Z'),
      LOGGED_AT: new Date('2024-03-01T02:00:00.000Z'),
      PROFILE: 'a long text',
      DOC: '{"tags":["a"]}',
    };
    expect(shapeRows('oracle', people, [people], [], [row, { ...row, ID: '43', VIP: '0', TOTAL: '-0.5', BORN: null }])).toEqual([
      {
        ID: 42,
        BIG: '123456789012345678901',
        TOTAL: 1234.5,
        VIP: true,
        BORN: '2024-02-29T23:30:05.000',
        SEEN: '2024-02-29T00:00:00.250',
        CREATED_AT: '2024-02-29T21:30:05.000Z',
        LOGGED_AT: '2024-03-01T02:00:00.000Z',
        PROFILE: 'a long text',
        DOC: { tags: ['a'] },
      },
      expect.objectContaining({ ID: 43, VIP: false, TOTAL: -0.5, BORN: null }),
    ]);
  });

  test('an embed written by JSON_OBJECT as a CLOB: parsed, its 1/0 flags read as booleans', () => {
    const select: SelectItem[] = [{ kind: 'column', name: 'ID', alias: null }, { kind: 'embed', relation: 'PETS', alias: 'pets', hint: null, inner: false, select: [{ kind: 'star' }] }];
    const rows = [{ ID: '1', pets: '[{"ID":7,"OWNER_ID":1,"INDOOR":1},{"ID":8,"OWNER_ID":1,"INDOOR":0}]' }];
    expect(shapeRows('oracle', people, [people, pets], select, rows)).toEqual([{ ID: 1, pets: [{ ID: 7, OWNER_ID: 1, INDOOR: true }, { ID: 8, OWNER_ID: 1, INDOOR: false }] }]);
  });
});
