import { describe, expect, it } from 'vitest';
import { dateTimeFormats, fromNativeDateInput, isValidDateTime, isWithinRange, nativeDateInputTypes } from './date-time-format.ts';

describe('date/time values', () => {
  it('has one format hint per mode', () => {
    expect(dateTimeFormats).toEqual({ date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DDTHH:mm:ss', time: 'HH:mm' });
  });

  it('accepts real dates only', () => {
    expect(isValidDateTime('date', '2024-02-29')).toBe(true);
    expect(isValidDateTime('date', '2023-02-29')).toBe(false);
    expect(isValidDateTime('date', '2024-13-01')).toBe(false);
    expect(isValidDateTime('date', '2024-1-01')).toBe(false);
    expect(isValidDateTime('date', '2024-01-01T10:00:00')).toBe(false);
  });

  it('accepts date-times and times in their formats', () => {
    expect(isValidDateTime('datetime', '2024-05-31T23:59:59')).toBe(true);
    expect(isValidDateTime('datetime', '2024-05-31T24:00:00')).toBe(false);
    expect(isValidDateTime('datetime', '2024-05-31 10:00:00')).toBe(false);
    expect(isValidDateTime('time', '09:30')).toBe(true);
    expect(isValidDateTime('time', '9:30')).toBe(false);
    expect(isValidDateTime('time', '12:60')).toBe(false);
  });

  it('compares with min and max', () => {
    expect(isWithinRange('2024-05-01', '2024-01-01', '2024-12-31')).toBe(true);
    expect(isWithinRange('2023-05-01', '2024-01-01', undefined)).toBe(false);
    expect(isWithinRange('10:00', undefined, '09:00')).toBe(false);
    expect(isWithinRange('10:00', '', '')).toBe(true);
  });
});

describe('fromNativeDateInput', () => {
  it("spells the browser picker's value in the mode's format", () => {
    expect(fromNativeDateInput('datetime', '2024-05-01T09:30')).toBe('2024-05-01T09:30:00');
    expect(fromNativeDateInput('datetime', '2024-05-01T09:30:15')).toBe('2024-05-01T09:30:15');
    expect(fromNativeDateInput('time', '09:30:15')).toBe('09:30');
    expect(fromNativeDateInput('date', '2024-05-01')).toBe('2024-05-01');
    expect(fromNativeDateInput('date', '')).toBe('');
    expect(nativeDateInputTypes).toEqual({ date: 'date', datetime: 'datetime-local', time: 'time' });
  });
});
