import type { ColumnTypeName } from '@tessera/model/data';

/**
 * Cell values between the data API's JSON and the grid's editors, per column type. Editors work on
 * text (`''` is empty); parsing turns the text back into the JSON value the API takes, or says why
 * it cannot. Date-times travel as instants (ISO with an offset) and are edited in local wall-clock
 * time (`YYYY-MM-DDTHH:mm:ss`, the date picker's format).
 */

/** Why an editor's text is refused: a key of `studio.grid.invalid`. */
export type CellProblem = 'required' | 'integer' | 'decimal' | 'boolean' | 'date' | 'dateTime' | 'uuid' | 'json' | 'enum';

export type ParsedCell = { ok: true; value: unknown } | { ok: false; problem: CellProblem };

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** True for a real calendar day (no 31 February). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An instant in local wall-clock time, as the date picker writes it. */
export function wallTimeOf(instant: string): string | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A local wall-clock time as an instant (ISO, UTC); null when it is not a time. */
export function instantOf(wallTime: string): string | null {
  const match = WALL_TIME.exec(wallTime.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (!isCalendarDay(year, month, day) || hours > 23 || minutes > 59 || seconds > 59) return null;
  return new Date(year, month - 1, day, hours, minutes, seconds).toISOString();
}

/**
 * A wall-clock time as it is (`YYYY-MM-DDTHH:mm:ss`), for a column without a zone (a connected
 * database's DATETIME or timestamp): no zone is applied, so it is stored as typed. Null when it is not a time.
 */
export function wallClockOf(text: string): string | null {
  const match = WALL_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (!isCalendarDay(year, month, day) || hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** A number as JSON when it survives the round trip, else as text (big integers, long decimals). */
function numeric(text: string): number | string {
  const number = Number(text);
  return Number.isFinite(number) && String(number) === text ? number : text;
}

/** The text an editor starts with for a stored value. */
export function editorTextOf(type: ColumnTypeName, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (type) {
    case 'json':
      return JSON.stringify(value, null, 2);
    case 'dateTime':
      return typeof value === 'string' ? (wallTimeOf(value) ?? value) : String(value);
    case 'date':
      return typeof value === 'string' ? value.slice(0, 10) : String(value);
    case 'boolean':
      return value === true ? 'true' : value === false ? 'false' : String(value);
    case 'text':
    case 'longText':
    case 'integer':
    case 'decimal':
    case 'uuid':
    case 'enum':
    case 'file':
      return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
    default: {
      const never: never = type;
      throw new Error(`unknown column type ${String(never)}`);
    }
  }
}

/** Parses an editor's text by the column's type; empty text is null (refused when the column is required). */
export function parseCellText(column: { type: ColumnTypeName; required: boolean; enumValues: readonly string[]; wallClock?: boolean }, text: string): ParsedCell {
  const { type } = column;
  // Text keeps its spaces and may be empty; every other type reads trimmed text, and empty is null.
  const trimmed = type === 'text' || type === 'longText' ? text : text.trim();
  if (trimmed === '' && type !== 'text' && type !== 'longText') return column.required ? { ok: false, problem: 'required' } : { ok: true, value: null };
  switch (type) {
    case 'text':
    case 'longText':
    case 'file':
      return { ok: true, value: trimmed };
    case 'integer':
      return INTEGER.test(trimmed) ? { ok: true, value: numeric(trimmed.replace(/^\+/, '')) } : { ok: false, problem: 'integer' };
    case 'decimal':
      return DECIMAL.test(trimmed) ? { ok: true, value: numeric(trimmed.replace(/^\+/, '')) } : { ok: false, problem: 'decimal' };
    case 'boolean':
      if (trimmed === 'true' || trimmed === 'false') return { ok: true, value: trimmed === 'true' };
      return { ok: false, problem: 'boolean' };
    case 'date': {
      const match = DATE.exec(trimmed);
      return match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3])) ? { ok: true, value: trimmed } : { ok: false, problem: 'date' };
    }
    case 'dateTime': {
      if (column.wallClock) {
        const wall = wallClockOf(trimmed);
        return wall ? { ok: true, value: wall } : { ok: false, problem: 'dateTime' };
      }
      const instant = instantOf(trimmed);
      return instant ? { ok: true, value: instant } : { ok: false, problem: 'dateTime' };
    }
    case 'uuid':
      return UUID.test(trimmed) ? { ok: true, value: trimmed.toLowerCase() } : { ok: false, problem: 'uuid' };
    case 'json':
      try {
        return { ok: true, value: JSON.parse(trimmed) as unknown };
      } catch {
        return { ok: false, problem: 'json' };
      }
    case 'enum':
      return column.enumValues.includes(trimmed) ? { ok: true, value: trimmed } : { ok: false, problem: 'enum' };
    default: {
      const never: never = type;
      throw new Error(`unknown column type ${String(never)}`);
    }
  }
}

/** A stored value as one line of the grid: null is `null` (the grid greys it), json compact, date-times local. */
export function displayTextOf(type: ColumnTypeName, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'dateTime' && typeof value === 'string') return wallTimeOf(value)?.replace('T', ' ') ?? value;
  if (type === 'json' || typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

/** Columns whose values line up on the right. */
export function isNumericType(type: ColumnTypeName): boolean {
  return type === 'integer' || type === 'decimal';
}

/** Columns the grid does not sort by (no useful order). */
export function isSortableType(type: ColumnTypeName): boolean {
  return type !== 'json';
}
