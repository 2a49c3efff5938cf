import type { ColumnTypeName, DataColumn } from '@tessera/model/data';

/**
 * A cell read from a file: text from CSV; from Excel also a number, boolean or Date (a cell
 * formatted as a date). null for an empty cell.
 */
export type Cell = string | number | boolean | Date | null;

/** A cell parsed for its column: the text Postgres casts to the column's type, or null. */
export type ParsedValue = { ok: true; value: string | null } | { ok: false; problem: string };

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BIGINT_MIN = -(2n ** 63n);
const BIGINT_MAX = 2n ** 63n - 1n;
const TRUE_WORDS = new Set(['true', 't', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'f', 'no', 'n', '0']);
/** Longest cell shown in a message; the rest is cut with an ellipsis. */
const QUOTED_MAX = 60;

const ok = (value: string | null): ParsedValue => ({ ok: true, value });
const refuse = (problem: string): ParsedValue => ({ ok: false, problem });

/** `"31/02/2026"`, cut to a readable length, for messages. */
export function quoteCell(text: string): string {
  return JSON.stringify(text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX)}…` : text);
}

/** The allowed values for a message: the first ten, then how many more. */
function enumList(values: readonly string[]): string {
  const shown = values.slice(0, 10).map((value) => JSON.stringify(value)).join(', ');
  return values.length > 10 ? `${shown} (or ${values.length - 10} more)` : shown;
}

function validDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

/** Excel date cells arrive as Dates at UTC: a date column keeps the day, a date-time the instant. */
function cellText(cell: Exclude<Cell, null>, type: ColumnTypeName): string {
  if (cell instanceof Date) return type === 'date' ? cell.toISOString().slice(0, 10) : cell.toISOString();
  return String(cell);
}

/**
 * Parses one cell by its column's type into the text Postgres stores (see `postgresTypeOf`), or
 * says what is wrong with it. An empty cell is null; whether null is allowed is the caller's rule.
 */
export function parseCell(column: Pick<DataColumn, 'type' | 'enumValues'>, cell: Cell): ParsedValue {
  if (cell === null) return ok(null);
  const raw = cellText(cell, column.type);
  const text = column.type === 'text' || column.type === 'longText' || column.type === 'json' ? raw : raw.trim();
  if (text === '') return ok(null);
  if (text.includes('\u0000')) return refuse('the value contains a NUL character, which cannot be stored');
  switch (column.type) {
    case 'text':
    case 'longText':
    case 'file':
      return ok(text);
    case 'integer': {
      if (!INTEGER.test(text)) return refuse(`${quoteCell(text)} is not a whole number`);
      const value = BigInt(text);
      if (value < BIGINT_MIN || value > BIGINT_MAX) return refuse(`${quoteCell(text)} is too large for a whole number`);
      return ok(value.toString());
    }
    case 'decimal':
      return DECIMAL.test(text) ? ok(text) : refuse(`${quoteCell(text)} is not a number`);
    case 'boolean': {
      const word = text.toLowerCase();
      if (TRUE_WORDS.has(word)) return ok('true');
      if (FALSE_WORDS.has(word)) return ok('false');
      return refuse(`${quoteCell(text)} is not true or false`);
    }
    case 'date': {
      const match = DATE.exec(text);
      if (!match || !validDate(Number(match[1]), Number(match[2]), Number(match[3]))) return refuse(`${quoteCell(text)} is not a date (YYYY-MM-DD)`);
      return ok(text);
    }
    case 'dateTime': {
      const match = DATE_TIME.exec(text);
      const valid =
        match !== null &&
        validDate(Number(match[1]), Number(match[2]), Number(match[3])) &&
        Number(match[4]) < 24 &&
        Number(match[5]) < 60 &&
        Number(match[6] ?? 0) < 60;
      if (!valid) return refuse(`${quoteCell(text)} is not a date and time (YYYY-MM-DDTHH:MM:SS, with Z or an offset; none means UTC)`);
      // Without an offset the time is UTC, whatever the database session's time zone.
      return ok(match[8] ? text : `${text}Z`);
    }
    case 'uuid':
      return UUID.test(text) ? ok(text.toLowerCase()) : refuse(`${quoteCell(text)} is not a uuid`);
    case 'json':
      try {
        JSON.parse(text);
        return ok(text);
      } catch {
        return refuse(`${quoteCell(text)} is not valid JSON`);
      }
    case 'enum':
      return column.enumValues.includes(text) ? ok(text) : refuse(`${quoteCell(text)} is not one of ${enumList(column.enumValues)}`);
  }
}
