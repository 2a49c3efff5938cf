import { timeZones } from '@tessera/catalog';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The offset in minutes of a catalogue time zone id ('GMT+05:30' → 330); 0 for an unknown id. */
export function timeZoneOffset(timeZoneId: string): number {
  return timeZones.find((zone) => zone.id === timeZoneId)?.offsetMinutes ?? 0;
}

/**
 * An instant written in the user's date format (spec §9: YYYY-MM-DD) at a fixed GMT offset, with
 * the time as HH:mm when `withTime` is set. Returns '' for a value that is not a date.
 */
export function formatInTimeZone(value: string | Date, offsetMinutes: number, withTime = true): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return '';
  // The catalogue's zones are fixed offsets (no daylight saving): shift, then read as UTC.
  const local = new Date(instant.getTime() + offsetMinutes * 60_000);
  const date = `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  return withTime ? `${date} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}` : date;
}
