import type { ExternalColumn } from '@tessera/model/connectors';
import { dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import { quoteInput } from '../../data-api/grammar/errors.ts';
import type { SqlDialect } from './sql-dialect.ts';

/** How much of a refused value a message quotes. */
const VALUE_ECHO_LENGTH = 60;

const expected: Record<ExternalColumn['type'], string> = {
  text: 'text',
  longText: 'text',
  enum: 'text',
  file: 'text',
  unknown: 'text',
  uuid: 'a uuid',
  integer: 'a whole number',
  decimal: 'a number',
  boolean: 'true or false',
  date: 'a date (YYYY-MM-DD)',
  dateTime: 'a date and time (ISO 8601)',
  json: 'JSON',
};

const integerPattern = /^-?\d{1,38}$/;
const decimalPattern = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const hasZone = /(Z|[+-]\d{2}(:?\d{2})?)$/i;
const dateTimePattern = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/i;

function refuseValue(column: ExternalColumn, value: unknown): never {
  const shown = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  refuse(400, dataApiCodes.invalidValue, `The value ${quoteInput(shown, VALUE_ECHO_LENGTH)} does not fit the column "${column.name}", which takes ${expected[column.type]}.`);
}

function validDate(text: string): Date | null {
  const match = datePattern.exec(text);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text ? date : null;
}

const fractionOf = /\.(\d+)/;

/**
 * A date-time in UTC as ISO text to the second, then every fractional digit given: a `Date`
 * holds milliseconds, and a value cut to them is not the one stored (a grid's cursor after a
 * row of `timestamp(6)` would repeat or skip rows). An offset is whole minutes: it never moves
 * the fraction. Postgres binds the ISO text; MySQL its `YYYY-MM-DD HH:MM:SS.ffffff` literal form.
 */
function exactDateTime(dialect: 'postgres' | 'mysql', value: string): string | null {
  const digits = fractionOf.exec(value)?.[1] ?? '';
  const whole = value.replace(fractionOf, '');
  const date = new Date(hasZone.test(whole) ? whole : `${whole.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return null;
  const text = `${date.toISOString().slice(0, 19)}.${digits.padEnd(3, '0')}`;
  return dialect === 'postgres' ? `${text}Z` : text.replace('T', ' ');
}

/**
 * A value for a column, in the form the dialect's driver binds: booleans as 1/0 where the column
 * is `tinyint(1)`, `bit` or `NUMBER(1)`; dates as `YYYY-MM-DD` text (Postgres, MySQL, MSSQL) or
 * a `Date` at UTC midnight (Oracle); date-times in UTC as ISO text (Postgres), as `YYYY-MM-DD HH:MM:SS.ffffff` (MySQL), both
 * with every fractional digit given, or a `Date` (MSSQL, Oracle, milliseconds), a time without a zone read as UTC; whole numbers as numbers (digits as text past 2^53); decimals as
 * text, so no precision is lost. A value that does not fit is refused (22P02).
 */
export function bindValue(dialect: SqlDialect, column: ExternalColumn, value: unknown): unknown {
  if (value === null) return null;
  switch (column.type) {
    case 'boolean': {
      const flag = value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;
      if (flag === null) refuseValue(column, value);
      return dialect === 'postgres' ? flag : flag ? 1 : 0;
    }
    case 'integer': {
      const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : null;
      if (text === null || !integerPattern.test(text)) refuseValue(column, value);
      const number = Number(text);
      return Number.isSafeInteger(number) ? number : text;
    }
    case 'decimal': {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : null;
      if (text === null || !decimalPattern.test(text)) refuseValue(column, value);
      return text;
    }
    case 'date': {
      const date = typeof value === 'string' ? validDate(value) : null;
      if (date === null) refuseValue(column, value);
      return dialect === 'oracle' ? date : value;
    }
    case 'dateTime': {
      // A time without a zone is a wall-clock time, read as UTC whatever the server's zone: a
      // column without a zone (MySQL DATETIME, Postgres timestamp) then stores exactly it.
      if (typeof value !== 'string' || !dateTimePattern.test(value)) refuseValue(column, value);
      if (dialect === 'postgres' || dialect === 'mysql') return exactDateTime(dialect, value) ?? refuseValue(column, value);
      const date = new Date(hasZone.test(value) ? value : `${value.replace(' ', 'T')}Z`);
      if (Number.isNaN(date.getTime())) refuseValue(column, value);
      return date;
    }
    case 'uuid': {
      if (typeof value !== 'string' || !uuidPattern.test(value)) refuseValue(column, value);
      return value;
    }
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'unknown':
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
      return refuseValue(column, value);
    default:
      if (typeof value !== 'string') refuseValue(column, value);
      return value;
  }
}

/** Whether `like`/`ilike` apply to a column: text of any kind. */
export const isTextual = (column: ExternalColumn): boolean => ['text', 'longText', 'enum', 'file', 'unknown', 'uuid'].includes(column.type);
