import { describe, expect, it } from 'vitest';
import { parseCell } from './column-values.ts';

const col = (type: Parameters<typeof parseCell>[0]['type'], enumValues: string[] = []) => ({ type, enumValues });
const value = (type: Parameters<typeof parseCell>[0]['type'], cell: Parameters<typeof parseCell>[1], enumValues: string[] = []) => {
  const parsed = parseCell(col(type, enumValues), cell);
  return parsed.ok ? parsed.value : `refused: ${parsed.problem}`;
};

describe('parseCell', () => {
  it('reads an empty cell as null for every type', () => {
    for (const type of ['text', 'longText', 'integer', 'decimal', 'boolean', 'date', 'dateTime', 'uuid', 'json', 'enum', 'file'] as const) {
      expect(value(type, '')).toBeNull();
      expect(value(type, null)).toBeNull();
    }
    expect(value('integer', '   ')).toBeNull();
  });

  it('keeps text as written, trims typed values', () => {
    expect(value('text', '  spaced  ')).toBe('  spaced  ');
    expect(value('integer', ' 42 ')).toBe('42');
    expect(value('text', 'a\u0000b')).toBe('refused: the value contains a NUL character, which cannot be stored');
  });

  it('parses whole numbers within bigint and refuses the rest', () => {
    expect(value('integer', '-9223372036854775808')).toBe('-9223372036854775808');
    expect(value('integer', '+0012')).toBe('12');
    expect(value('integer', '9223372036854775808')).toBe('refused: "9223372036854775808" is too large for a whole number');
    expect(value('integer', '1.5')).toBe('refused: "1.5" is not a whole number');
    expect(value('integer', 7)).toBe('7');
  });

  it('parses decimals, booleans, uuids, json and enums', () => {
    expect(value('decimal', '-.5e-3')).toBe('-.5e-3');
    expect(value('decimal', '1,5')).toBe('refused: "1,5" is not a number');
    expect([value('boolean', 'Yes'), value('boolean', '0'), value('boolean', true)]).toEqual(['true', 'false', 'true']);
    expect(value('boolean', 'maybe')).toBe('refused: "maybe" is not true or false');
    expect(value('uuid', 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11')).toBe('a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11');
    expect(value('uuid', 'not-a-uuid')).toBe('refused: "not-a-uuid" is not a uuid');
    expect(value('json', '[1, {"a": null}]')).toBe('[1, {"a": null}]');
    expect(value('json', '{oops}')).toBe('refused: "{oops}" is not valid JSON');
    expect(value('enum', 'doing', ['todo', 'doing'])).toBe('doing');
    expect(value('enum', 'Doing', ['todo', 'doing'])).toBe('refused: "Doing" is not one of "todo", "doing"');
  });

  it('checks calendar dates and times, and reads a time without an offset as UTC', () => {
    expect(value('date', '2028-02-29')).toBe('2028-02-29');
    expect(value('date', '2026-02-29')).toBe('refused: "2026-02-29" is not a date (YYYY-MM-DD)');
    expect(value('date', '31/02/2026')).toBe('refused: "31/02/2026" is not a date (YYYY-MM-DD)');
    expect(value('date', new Date(Date.UTC(2026, 0, 5)))).toBe('2026-01-05');
    expect(value('dateTime', '2026-01-05T10:20:30.123+02:00')).toBe('2026-01-05T10:20:30.123+02:00');
    expect(value('dateTime', '2026-01-05 10:20')).toBe('2026-01-05 10:20Z');
    expect(value('dateTime', '2026-01-05T24:00:00Z')).toMatch(/^refused: "2026-01-05T24:00:00Z" is not a date and time/);
    expect(value('dateTime', new Date(Date.UTC(2026, 0, 5, 1, 2, 3)))).toBe('2026-01-05T01:02:03.000Z');
  });

  it('cuts long values in messages', () => {
    expect(value('integer', 'x'.repeat(100))).toBe(`refused: "${'x'.repeat(60)}…" is not a whole number`);
  });
});
