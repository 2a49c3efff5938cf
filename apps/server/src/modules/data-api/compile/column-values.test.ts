import type { DataColumn } from '@tessera/model/data';
import { describe, expect, it } from 'vitest';
import { parseBodyValue, parseTextValue } from './column-values.ts';

const column = (type: DataColumn['type'], enumValues: string[] = []): DataColumn => ({ id: 'c', name: 'c', type, required: false, unique: false, defaultValue: null, enumValues, references: null });

describe('values parsed by column type', () => {
  it.each([
    ['integer', '42', '42'],
    ['integer', '-9223372036854775808', '-9223372036854775808'],
    ['integer', '9223372036854775808', null],
    ['integer', '1.5', null],
    ['decimal', '-12.50', '-12.50'],
    ['decimal', '1e3', '1e3'],
    ['decimal', 'NaN', null],
    ['boolean', 'TRUE', 'true'],
    ['boolean', 'f', 'false'],
    ['boolean', 'maybe', null],
    ['date', '2024-02-29', '2024-02-29'],
    ['date', '2023-02-29', null],
    ['dateTime', '2026-01-01T10:00:00.123+02:00', '2026-01-01T10:00:00.123+02:00'],
    ['dateTime', '2026-01-01 25:00', null],
    ['uuid', '0B0F5A38-2C4B-4C0E-9F1E-6A2E3D4C5B6A', '0b0f5a38-2c4b-4c0e-9f1e-6a2e3d4c5b6a'],
    ['uuid', "x'; drop table t; --", null],
    ['json', '{"a":[1]}', '{"a":[1]}'],
    ['json', '{a', null],
    ['text', "it's; -- fine", "it's; -- fine"],
  ] as const)('%s %j', (type, text, expected) => {
    const result = parseTextValue(column(type), text);
    expect(result.ok ? result.value : null).toBe(expected);
  });

  it('holds enums to their values', () => {
    expect(parseTextValue(column('enum', ['open', 'closed']), 'open')).toEqual({ ok: true, value: 'open' });
    expect(parseTextValue(column('enum', ['open', 'closed']), 'Open')).toEqual({ ok: false, expected: 'one of open, closed expected' });
  });

  it('reads body values without losing digits', () => {
    expect(parseBodyValue(column('integer'), 12)).toEqual({ ok: true, value: '12' });
    expect(parseBodyValue(column('integer'), 2 ** 60)).toMatchObject({ ok: false });
    expect(parseBodyValue(column('integer'), '1152921504606846976')).toEqual({ ok: true, value: '1152921504606846976' });
    expect(parseBodyValue(column('decimal'), '0.1000000000000000000001')).toEqual({ ok: true, value: '0.1000000000000000000001' });
    expect(parseBodyValue(column('boolean'), 'true')).toMatchObject({ ok: false });
    expect(parseBodyValue(column('json'), { a: null })).toEqual({ ok: true, value: { a: null } });
    expect(parseBodyValue(column('text'), 5)).toMatchObject({ ok: false, expected: 'text expected' });
    expect(parseBodyValue(column('text'), null)).toEqual({ ok: true, value: null });
  });
});
