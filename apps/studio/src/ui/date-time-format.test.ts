import { describe, expect, it } from 'vitest';
import {
  dateFromParts,
  dateTimeFormats,
  daysInMonth,
  formatDateTime,
  parseDateTime,
  partsFromDate,
  withDay,
  withTimeField,
} from './date-time-format.ts';

const parts = { year: 2024, month: 2, day: 29, hours: 13, minutes: 5, seconds: 9 };

describe('date/time formats (spec §9)', () => {
  it('names YYYY-MM-DD, YYYY-MM-DDTHH:mm:ss and HH:mm:ss', () => {
    expect(dateTimeFormats).toEqual({ date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DDTHH:mm:ss', time: 'HH:mm:ss' });
  });

  it('writes each mode with zero padding', () => {
    expect(formatDateTime(parts, 'date')).toBe('2024-02-29');
    expect(formatDateTime(parts, 'datetime')).toBe('2024-02-29T13:05:09');
    expect(formatDateTime(parts, 'time')).toBe('13:05:09');
    expect(formatDateTime({ ...parts, year: 987 }, 'date')).toBe('0987-02-29');
  });

  it('reads back what it writes', () => {
    for (const mode of ['date', 'datetime', 'time'] as const) {
      const text = formatDateTime(parts, mode);
      expect(formatDateTime(parseDateTime(text, mode)!, mode)).toBe(text);
    }
    expect(parseDateTime('2024-02-29', 'date')).toEqual({ ...parts, hours: 0, minutes: 0, seconds: 0 });
    expect(parseDateTime('13:05:09', 'time')).toEqual({ year: 1970, month: 1, day: 1, hours: 13, minutes: 5, seconds: 9 });
  });

  it('refuses other shapes and impossible dates or times', () => {
    for (const [text, mode] of [
      ['2024-2-29', 'date'],
      ['2023-02-29', 'date'],
      ['2024-13-01', 'date'],
      ['2024-00-10', 'date'],
      ['2024-04-31', 'date'],
      ['2024-02-29 13:05:09', 'datetime'],
      ['2024-02-29T24:00:00', 'datetime'],
      ['13:60:00', 'time'],
      ['13:05', 'time'],
      ['', 'date'],
    ] as const) {
      expect(parseDateTime(text, mode)).toBeNull();
    }
  });

  it('knows month lengths and leap years', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2023, 2), daysInMonth(1900, 2), daysInMonth(2000, 2), daysInMonth(2024, 12)]).toEqual([
      29, 28, 28, 29, 31,
    ]);
  });

  it('converts to and from a local Date', () => {
    expect(partsFromDate(dateFromParts(parts))).toEqual(parts);
    expect(dateFromParts({ ...parts, year: 50 }).getFullYear()).toBe(50);
  });

  it('changes the day or one time field', () => {
    expect(withDay(parts, { year: 2025, month: 1, day: 2 })).toEqual({ ...parts, year: 2025, month: 1, day: 2 });
    expect(withTimeField(parts, 'hours', 30).hours).toBe(23);
    expect(withTimeField(parts, 'minutes', -4).minutes).toBe(0);
    expect(withTimeField(parts, 'seconds', Number.NaN).seconds).toBe(0);
  });
});
