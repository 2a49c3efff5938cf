import type { DateTimeMode } from '@tessera/model/definition';

/** The value format of each date/time picker mode (spec §9), also shown as the input's hint. */
export const dateTimeFormats: Readonly<Record<DateTimeMode, string>> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DDTHH:mm:ss',
  time: 'HH:mm',
};

const patterns: Readonly<Record<DateTimeMode, RegExp>> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  datetime: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/,
  time: /^()()()(\d{2}):(\d{2})$/,
};

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Whether `text` is a real value in `mode`'s format: a day that exists in its month, hours below
 * 24, minutes and seconds below 60. Pure.
 *
 * @example
 * isValidDateTime('date', '2024-02-29') // → true
 * isValidDateTime('date', '2023-02-29') // → false
 */
export function isValidDateTime(mode: DateTimeMode, text: string): boolean {
  const match = patterns[mode].exec(text);
  if (!match) return false;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => (part === '' || part === undefined ? 0 : Number(part)));
  if (mode !== 'time' && (month! < 1 || month! > 12 || day! < 1 || day! > daysInMonth(year!, month!))) return false;
  if (mode !== 'date' && (hours! > 23 || minutes! > 59 || seconds! > 59)) return false;
  return true;
}

/**
 * Whether `value` (valid in its mode) lies within the optional `min` and `max` of the same format;
 * these formats sort as text, so comparing strings compares instants. Pure.
 */
export function isWithinRange(value: string, min: string | undefined, max: string | undefined): boolean {
  return (min === undefined || min === '' || value >= min) && (max === undefined || max === '' || value <= max);
}

/** The browser's own picker for each mode: `<input type=…>` on the web. */
export const nativeDateInputTypes: Readonly<Record<DateTimeMode, 'date' | 'datetime-local' | 'time'>> = {
  date: 'date',
  datetime: 'datetime-local',
  time: 'time',
};

/**
 * A browser picker's value in the mode's format: `datetime-local` leaves out zero seconds
 * (`2024-05-01T09:30`), which the format spells `2024-05-01T09:30:00`; a time with seconds keeps
 * hours and minutes. Pure.
 */
export function fromNativeDateInput(mode: DateTimeMode, value: string): string {
  if (mode === 'datetime' && /T\d{2}:\d{2}$/.test(value)) return `${value}:00`;
  if (mode === 'time' && /^\d{2}:\d{2}:\d{2}/.test(value)) return value.slice(0, 5);
  return value;
}
