import type { ExternalColumn } from '@tessera/model/connectors';
import { describe, expect, test } from 'vitest';
import { dataApiCodes } from '../../data-api/data-api-error.ts';
import { bindValue } from './external-values.ts';
import { dialects, inEachDialect } from './test-fixtures.ts';

const column = (type: ExternalColumn['type']): ExternalColumn => ({ name: 'c', type, databaseType: type, nullable: true, default: null, primaryKey: false });
const bound = (type: ExternalColumn['type'], value: unknown) => inEachDialect((dialect) => bindValue(dialect, column(type), value));
const same = (value: unknown) => ({ postgres: value, mysql: value, mssql: value, oracle: value });

describe('values bound by their external column type', () => {
  test('flags from text or JSON, as each driver binds them', () => {
    expect(bound('boolean', 'true')).toEqual({ postgres: true, mysql: 1, mssql: 1, oracle: 1 });
    expect(bound('boolean', false)).toEqual({ postgres: false, mysql: 0, mssql: 0, oracle: 0 });
  });

  test('whole numbers past 2^53 stay digits; decimals stay text', () => {
    expect(bound('integer', '9007199254740993')).toEqual(same('9007199254740993'));
    expect(bound('integer', ' 42 ')).toEqual(same(42));
    expect(bound('decimal', 0.1)).toEqual(same('0.1'));
    expect(bound('decimal', '-1.25e3')).toEqual(same('-1.25e3'));
  });

  test('dates and date-times', () => {
    expect(bound('date', '2024-02-29')).toEqual({ postgres: '2024-02-29', mysql: '2024-02-29', mssql: '2024-02-29', oracle: new Date('2024-02-29T00:00:00Z') });
    const instant = new Date('2024-06-30T22:15:00.000Z');
    expect(bound('dateTime', '2024-07-01T00:15:00+02:00')).toEqual({ postgres: '2024-06-30T22:15:00.000Z', mysql: '2024-06-30 22:15:00.000', mssql: instant, oracle: instant });
    // A wall-clock time (a column without a zone, as the grid sends it) is kept as it is, whatever the server's zone.
    expect(bound('dateTime', '2024-07-01T00:15:00')).toMatchObject({ postgres: '2024-07-01T00:15:00.000Z', mysql: '2024-07-01 00:15:00.000' });
    expect(bound('dateTime', '2024-07-01 00:15:00.250')).toMatchObject({ mysql: '2024-07-01 00:15:00.250' });
    // Every fractional digit given is kept where the driver binds text: a Date would cut them to milliseconds.
    expect(bound('dateTime', '2024-07-01T00:15:00.123456+02:00')).toMatchObject({ postgres: '2024-06-30T22:15:00.123456Z', mysql: '2024-06-30 22:15:00.123456' });
    expect(bound('dateTime', '2024-07-01 00:15:00.1236')).toMatchObject({ postgres: '2024-07-01T00:15:00.1236Z', mysql: '2024-07-01 00:15:00.1236' });
    expect(bound('dateTime', '2024-07-01T00:15Z')).toMatchObject({ postgres: '2024-07-01T00:15:00.000Z', mysql: '2024-07-01 00:15:00.000' });
  });

  test('JSON as text, a uuid, a column of no known type, and null', () => {
    expect(bound('json', { a: [1] })).toEqual(same('{"a":[1]}'));
    expect(bound('uuid', '0b5c4d6e-1f2a-4b3c-8d9e-0f1a2b3c4d5e')).toEqual(same('0b5c4d6e-1f2a-4b3c-8d9e-0f1a2b3c4d5e'));
    expect(bound('unknown', 7)).toEqual(same(7));
    expect(bound('integer', null)).toEqual(same(null));
  });

  test.each([
    ['boolean', 'yes'],
    ['boolean', 1],
    ['integer', '1.5'],
    ['integer', 'x'],
    ['decimal', 'NaN'],
    ['date', '2023-02-29'],
    ['date', '2024-1-5'],
    ['dateTime', '2024-13-01T00:00:00Z'],
    ['uuid', 'not-a-uuid'],
    ['text', 12],
    ['unknown', { a: 1 }],
  ] as const)('%s refuses %j with 22P02, naming the column', (type, value) => {
    for (const dialect of dialects) {
      expect(() => bindValue(dialect, column(type), value)).toThrow(expect.objectContaining({ error: expect.objectContaining({ status: 400, code: dataApiCodes.invalidValue }), message: expect.stringMatching(/does not fit the column "c", which takes /) }));
    }
  });
});
