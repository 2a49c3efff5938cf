/** The earliest year a date filter may name. */
export const MIN_YEAR = 1970;
/**
 * The latest year a date filter may name. Far past any audit entry, and far enough from 9999 that
 * the end of the day and a time zone offset never reach the year 10000, which Postgres reads
 * (and JavaScript writes in ISO form) differently from a four-digit year.
 */
export const MAX_YEAR = 2999;

/**
 * Reads a date filter of the audit log: 'YYYY-MM-DD' is a whole day and 'YYYY-MM-DDTHH:mm[:ss]'
 * a moment, both in the caller's time zone (offset in minutes), unless the text carries its own
 * offset ('Z', '+02:00'). Returns null for anything else, including impossible dates (2026-02-30),
 * 'before_min_year' for a year before 1970 (no entry is older; Date.UTC would also read years
 * 0–99 as 1900–1999) and 'after_max_year' for a year after 2999. Pure.
 */
export function parseDateBound(
  text: string,
  offsetMinutes: number,
): { start: Date; wholeDay: boolean } | 'before_min_year' | 'after_max_year' | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, ms, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h ?? 0);
  const minute = Number(mi ?? 0);
  const second = Number(s ?? 0);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  if (year < MIN_YEAR) return 'before_min_year';
  if (year > MAX_YEAR) return 'after_max_year';
  const local = Date.UTC(year, month - 1, day, hour, minute, second, Number((ms ?? '0').padEnd(3, '0')));
  // Date.UTC rolls 2026-02-30 over to March: an impossible date does not survive the round trip.
  if (new Date(local).getUTCDate() !== day) return null;
  let offset = offsetMinutes;
  if (zone === 'Z') offset = 0;
  else if (zone) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const [zh, zm] = zone.slice(1).split(':').map(Number);
    if ((zh ?? 0) > 14 || (zm ?? 0) > 59) return null;
    offset = sign * ((zh ?? 0) * 60 + (zm ?? 0));
  }
  return { start: new Date(local - offset * 60_000), wholeDay: h === undefined };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The exclusive end of an inclusive 'to' bound: the next day's start for a date, the next millisecond for a moment. */
export function exclusiveEnd(bound: { start: Date; wholeDay: boolean }): Date {
  return new Date(bound.start.getTime() + (bound.wholeDay ? DAY_MS : 1));
}
