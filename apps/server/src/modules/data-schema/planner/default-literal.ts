import type { ColumnTypeName } from '@tessera/model/data';

/** What a literal default reads as for each column type, for messages ("not a valid integer"). */
export const typeLabels: Record<ColumnTypeName, string> = {
  text: 'text',
  longText: 'long text',
  integer: 'integer',
  decimal: 'decimal',
  boolean: 'boolean',
  date: 'date',
  dateTime: 'date-time',
  uuid: 'uuid',
  json: 'JSON',
  enum: 'enum',
  file: 'file reference',
};

const BIGINT_MIN = -(2n ** 63n);
const BIGINT_MAX = 2n ** 63n - 1n;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d{1,4})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRUE_WORDS = new Set(['true', 't', 'yes', 'y', 'on', '1']);
const FALSE_WORDS = new Set(['false', 'f', 'no', 'n', 'off', '0']);

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A literal default as the column's type reads it, normalised (`TRUE` → `true`), or null when it
 * is not a value of that type. The database parses it again when the default is set.
 */
export function parseDefaultLiteral(type: ColumnTypeName, value: string): string | null {
  const text = value.trim();
  switch (type) {
    case 'text':
    case 'longText':
    case 'enum':
    case 'file':
      return value;
    case 'integer': {
      if (!/^[+-]?\d{1,19}$/.test(text)) return null;
      const n = BigInt(text);
      return n >= BIGINT_MIN && n <= BIGINT_MAX ? n.toString() : null;
    }
    case 'decimal':
      return DECIMAL.test(text) ? text : null;
    case 'boolean': {
      const word = text.toLowerCase();
      if (TRUE_WORDS.has(word)) return 'true';
      return FALSE_WORDS.has(word) ? 'false' : null;
    }
    case 'date':
      return isCalendarDate(text) ? text : null;
    case 'dateTime': {
      const match = DATE_TIME.exec(text);
      return match && isCalendarDate(match[1]!) && !Number.isNaN(Date.parse(text.replace(' ', 'T'))) ? text : null;
    }
    case 'uuid':
      return UUID.test(text) ? text.toLowerCase() : null;
    case 'json':
      try {
        return JSON.stringify(JSON.parse(text));
      } catch {
        return null;
      }
  }
}
