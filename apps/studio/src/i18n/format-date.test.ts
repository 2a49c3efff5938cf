import { describe, expect, it } from 'vitest';
import { formatInTimeZone, timeZoneOffset } from './format-date.ts';

describe('formatInTimeZone', () => {
  it('writes YYYY-MM-DD HH:mm at the zone offset', () => {
    expect(formatInTimeZone('2026-03-01T22:30:00Z', 180)).toBe('2026-03-02 01:30');
    expect(formatInTimeZone('2026-03-01T02:00:00Z', -300)).toBe('2026-02-28 21:00');
    expect(formatInTimeZone('2026-03-01T02:00:00Z', 345, false)).toBe('2026-03-01');
  });

  it('gives an empty text for a value that is not a date', () => {
    expect(formatInTimeZone('not a date', 0)).toBe('');
  });
});

describe('timeZoneOffset', () => {
  it('reads the catalogue, 0 for an unknown id', () => {
    expect(timeZoneOffset('GMT+03:00')).toBe(180);
    expect(timeZoneOffset('GMT+05:45')).toBe(345);
    expect(timeZoneOffset('GMT-03:30')).toBe(-210);
    expect(timeZoneOffset('Mars/Olympus')).toBe(0);
  });
});
