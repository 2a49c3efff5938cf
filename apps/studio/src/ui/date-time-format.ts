import { DATE_TIME_FORMAT, DEFAULT_DATE_FORMAT } from '@tessera/catalog';

/** The date/time picker's display modes (spec §2: Date, Date & Time, Time). */
export const dateTimeModes = ['date', 'datetime', 'time'] as const;
export type DateTimeMode = (typeof dateTimeModes)[number];

/** The value format of each mode (spec §9: YYYY-MM-DD and YYYY-MM-DDTHH:mm:ss; times HH:mm:ss). */
export const dateTimeFormats: Readonly<Record<DateTimeMode, string>> = {
  date: DEFAULT_DATE_FORMAT,
  datetime: DATE_TIME_FORMAT,
  time: 'HH:mm:ss',
};

/** A wall-clock date and time, without a time zone (month 1–12). */
export interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `parts` written in `mode`'s format: `2024-02-29`, `2024-02-29T13:05:09` or `13:05:09`. */
export function formatDateTime(parts: DateTimeParts, mode: DateTimeMode): string {
  const date = `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
  const time = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  switch (mode) {
    case 'date':
      return date;
    case 'datetime':
      return `${date}T${time}`;
    case 'time':
      return time;
    default: {
      const never: never = mode;
      throw new Error(`unknown date/time mode ${String(never)}`);
    }
  }
}

/** Days in `month` (1–12) of `year`, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const patterns: Record<DateTimeMode, RegExp> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  datetime: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/,
  time: /^(\d{2}):(\d{2}):(\d{2})$/,
};

/**
 * Reads a value written in `mode`'s format; `null` when it does not match or names an
 * impossible date or time (2023-02-29, 24:00:00). A time alone gets the date 1970-01-01.
 */
export function parseDateTime(value: string, mode: DateTimeMode): DateTimeParts | null {
  const match = patterns[mode].exec(value.trim());
  if (!match) return null;
  const numbers = match.slice(1).map(Number);
  const [year, month, day, hours, minutes, seconds] =
    mode === 'time' ? [1970, 1, 1, ...numbers] : mode === 'date' ? [...numbers, 0, 0, 0] : numbers;
  const parts = { year: year!, month: month!, day: day!, hours: hours!, minutes: minutes!, seconds: seconds! };
  if (parts.month < 1 || parts.month > 12 || parts.day < 1 || parts.day > daysInMonth(parts.year, parts.month)) return null;
  if (parts.hours > 23 || parts.minutes > 59 || parts.seconds > 59) return null;
  return parts;
}

/** The wall-clock parts of a `Date` in the browser's time zone. */
export function partsFromDate(date: Date): DateTimeParts {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
    seconds: date.getSeconds(),
  };
}

/** A `Date` at `parts` in the browser's time zone (what the calendar shows as selected). */
export function dateFromParts(parts: DateTimeParts): Date {
  const date = new Date(parts.year, parts.month - 1, parts.day, parts.hours, parts.minutes, parts.seconds);
  // Years 0–99 would otherwise be read as 1900–1999.
  date.setFullYear(parts.year);
  return date;
}

/** `parts` with the calendar day of `day` (keeping the time). */
export function withDay(parts: DateTimeParts, day: Pick<DateTimeParts, 'year' | 'month' | 'day'>): DateTimeParts {
  return { ...parts, year: day.year, month: day.month, day: day.day };
}

/** `parts` with one time field set, held to its range (hours 0–23, minutes and seconds 0–59). */
export function withTimeField(parts: DateTimeParts, field: 'hours' | 'minutes' | 'seconds', value: number): DateTimeParts {
  const max = field === 'hours' ? 23 : 59;
  const safe = Number.isFinite(value) ? Math.min(max, Math.max(0, Math.trunc(value))) : 0;
  return { ...parts, [field]: safe };
}
