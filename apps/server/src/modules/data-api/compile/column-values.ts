import type { DataColumn } from '@tessera/model/data';

/**
 * Values parsed by their column's type before they reach SQL, so a bad one is a 400 naming the
 * column rather than a database error. The parsed value is text in Postgres' input syntax (the
 * statement casts it to the column's type), or for bodies a JSON value `jsonb_to_recordset` reads.
 */
export type ValueResult<T> = { ok: true; value: T } | { ok: false; expected: string };

const BIGINT_MIN = -(2n ** 63n);
const BIGINT_MAX = 2n ** 63n - 1n;
const INTEGER = /^[+-]?\d{1,19}$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d{1,4})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?)?(?:Z|z|[+-]\d{2}(?::?\d{2})?)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRUE_TEXT = new Set(['true', 't', 'yes', 'y', 'on', '1']);
const FALSE_TEXT = new Set(['false', 'f', 'no', 'n', 'off', '0']);

/** What a column takes, for messages: "integer expected". */
export const expectedOf: Record<DataColumn['type'], string> = {
  text: 'text expected',
  longText: 'text expected',
  file: 'text (a file reference) expected',
  enum: 'one of the enum values expected',
  integer: 'integer expected',
  decimal: 'number expected',
  boolean: 'true or false expected',
  date: 'date (YYYY-MM-DD) expected',
  dateTime: 'date-time (ISO 8601) expected',
  uuid: 'uuid expected',
  json: 'JSON expected',
};

function validDate(year: string, month: string, day: string): boolean {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function parseDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [, y, mo, d, h, mi, s] = match;
  if (!validDate(y!, mo!, d!)) return false;
  return (h === undefined || Number(h) < 24) && (mi === undefined || Number(mi) < 60) && (s === undefined || Number(s) < 60);
}

/** Text of a filter or a rule literal, parsed by the column's type; the value is Postgres input text. */
export function parseTextValue(column: DataColumn, text: string): ValueResult<string> {
  const fail = { ok: false, expected: expectedOf[column.type] } as const;
  const ok = (value: string) => ({ ok: true, value }) as const;
  switch (column.type) {
    case 'text':
    case 'longText':
    case 'file':
      return ok(text);
    case 'enum':
      return column.enumValues.includes(text) ? ok(text) : { ok: false, expected: `one of ${column.enumValues.join(', ')} expected` };
    case 'integer': {
      if (!INTEGER.test(text)) return fail;
      const value = BigInt(text);
      return value < BIGINT_MIN || value > BIGINT_MAX ? { ok: false, expected: 'integer within ±9223372036854775807 expected' } : ok(value.toString());
    }
    case 'decimal':
      return DECIMAL.test(text) ? ok(text) : fail;
    case 'boolean': {
      const lower = text.toLowerCase();
      if (TRUE_TEXT.has(lower)) return ok('true');
      if (FALSE_TEXT.has(lower)) return ok('false');
      return fail;
    }
    case 'date': {
      const match = DATE.exec(text);
      return match && validDate(match[1]!, match[2]!, match[3]!) ? ok(text) : fail;
    }
    case 'dateTime':
      return parseDateTime(text) ? ok(text) : fail;
    case 'uuid':
      return UUID.test(text) ? ok(text.toLowerCase()) : fail;
    case 'json':
      try {
        JSON.parse(text);
        return ok(text);
      } catch {
        return fail;
      }
    default: {
      const never: never = column.type;
      throw new Error(`unknown column type ${String(never)}`);
    }
  }
}

/**
 * A value of a JSON body, parsed by the column's type. Integers and decimals may come as JSON
 * numbers or as strings (for values past 2^53 or exact decimals) and leave as strings, so no
 * digit is lost on the way to Postgres; json columns take any JSON value; null stays null.
 */
export function parseBodyValue(column: DataColumn, value: unknown): ValueResult<unknown> {
  if (value === null) return { ok: true, value: null };
  const fail = { ok: false, expected: expectedOf[column.type] } as const;
  switch (column.type) {
    case 'json':
      return { ok: true, value };
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : fail;
    case 'integer':
      if (typeof value === 'number') return Number.isSafeInteger(value) ? { ok: true, value: String(value) } : fail;
      return typeof value === 'string' ? parseTextValue(column, value) : fail;
    case 'decimal':
      if (typeof value === 'number') return Number.isFinite(value) ? { ok: true, value: String(value) } : fail;
      return typeof value === 'string' ? parseTextValue(column, value) : fail;
    default:
      return typeof value === 'string' ? parseTextValue(column, value) : fail;
  }
}
