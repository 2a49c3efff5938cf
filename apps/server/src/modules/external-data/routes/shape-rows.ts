import type { ExternalColumn, ExternalTable } from '@tessera/model/connectors';
import type { SelectItem } from '../../data-api/grammar/ast.ts';
import type { SqlDialect } from '../compile/sql-dialect.ts';

type Row = Record<string, unknown>;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The stored fields of a `Date` a driver made from a value without a zone (a date, a timestamp):
 * pg, mysql2 and oracledb make it in the server's local time, tedious in UTC (its `useUTC`).
 */
function storedFields(dialect: SqlDialect, date: Date) {
  return dialect === 'mssql'
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), hours: date.getUTCHours(), minutes: date.getUTCMinutes(), seconds: date.getUTCSeconds(), ms: date.getUTCMilliseconds() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hours: date.getHours(), minutes: date.getMinutes(), seconds: date.getSeconds(), ms: date.getMilliseconds() };
}
function storedDate(dialect: SqlDialect, date: Date): string {
  const fields = storedFields(dialect, date);
  return `${pad(fields.year, 4)}-${pad(fields.month + 1)}-${pad(fields.day)}`;
}
function storedDateTime(dialect: SqlDialect, date: Date): string {
  const fields = storedFields(dialect, date);
  return `${storedDate(dialect, date)}T${pad(fields.hours)}:${pad(fields.minutes)}:${pad(fields.seconds)}.${pad(fields.ms, 3)}`;
}

/** A date-time type that holds an instant (the driver's `Date` is exact in UTC): Postgres/Oracle `… with [local] time zone`, SQL Server `datetimeoffset`. */
const holdsInstant = (column: ExternalColumn) => /with (local )?time zone|^datetimeoffset/i.test(column.databaseType);

const postgresTimestamp = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?$/;

/**
 * Postgres' text of a `timestamp` or `timestamptz` (the connector's pool leaves both as text) as
 * ISO 8601 with every fractional digit it holds (at least milliseconds, microseconds when finer):
 * a wall-clock time as it is, an instant in UTC with `Z`. Text of another form (`infinity`, a
 * date BC) is answered as Postgres wrote it.
 */
function postgresDateTime(text: string): string {
  const match = postgresTimestamp.exec(text);
  if (!match) return text;
  const [, year, month, day, hours, minutes, seconds, digits = '', sign, offsetHours, offsetMinutes = '0', offsetSeconds = '0'] = match;
  const fraction = digits.length <= 3 ? digits.padEnd(3, '0') : digits.padEnd(6, '0');
  if (sign === undefined) return `${year}-${month}-${day}T${hours}:${minutes}:${seconds}.${fraction}`;
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 3600 + Number(offsetMinutes) * 60 + Number(offsetSeconds));
  // setUTCFullYear, not Date.UTC, which reads years below 100 as 19xx; the setters carry over.
  const utc = new Date(0);
  utc.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  utc.setUTCHours(Number(hours), Number(minutes), Number(seconds) - offset, 0);
  return `${utc.toISOString().slice(0, 19)}.${fraction}Z`;
}

/** A whole or decimal number as a JSON number when it survives the trip, else its exact text. */
function numberOf(value: unknown): unknown {
  if (typeof value !== 'string' && typeof value !== 'bigint') return value;
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  return Number.isSafeInteger(number) || !/^-?\d+$/.test(String(value)) ? number : String(value);
}

/**
 * One value as the data API answers it, by its column's type: booleans true/false (MySQL's
 * tinyint(1) and Oracle's NUMBER(1) 1/0, as numbers or text), numbers as JSON numbers (text past
 * 2^53; decimals read as exact text, as pg, mysql2, oracledb and SQL Server's exact-text select
 * give them), dates `YYYY-MM-DD`, date-times ISO (UTC with `Z` when the column holds an
 * instant; from text, Postgres' and MySQL's, with their microseconds), JSON parsed (MySQL sends it as text, Oracle as a CLOB read as text).
 */
export function shapeValue(dialect: SqlDialect, column: ExternalColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'boolean':
      return typeof value === 'boolean' ? value : Number(value) !== 0;
    case 'integer':
    case 'decimal':
      return numberOf(value);
    case 'date':
      return value instanceof Date ? storedDate(dialect, value) : String(value).slice(0, 10);
    case 'dateTime':
      if (value instanceof Date) return holdsInstant(column) ? value.toISOString() : storedDateTime(dialect, value);
      if (dialect === 'postgres' && typeof value === 'string') return postgresDateTime(value);
      return String(value).replace(' ', 'T');
    case 'json':
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    default:
      return value instanceof Date ? value.toISOString() : Buffer.isBuffer(value) ? `\\x${value.toString('hex')}` : value;
  }
}

/** The table an embed names: by its name, or by a foreign key column of the parent (PostgREST's hint form). */
function embeddedTable(parent: ExternalTable, related: readonly ExternalTable[], relation: string): ExternalTable | null {
  const byName = related.find((table) => table.name === relation);
  if (byName) return byName;
  const key = parent.foreignKeys.find((foreignKey) => foreignKey.columns.length === 1 && foreignKey.columns[0] === relation);
  return key ? (related.find((table) => table.name === key.referencedTable) ?? null) : null;
}

/** Each answer key of a select list and how its value is shaped. */
function shapers(table: ExternalTable, related: readonly ExternalTable[], items: readonly SelectItem[], dialect: SqlDialect): Map<string, (value: unknown) => unknown> {
  const out = new Map<string, (value: unknown) => unknown>();
  const byName = (name: string) => table.columns.find((column) => column.name === name);
  const all = items.length === 0 ? [{ kind: 'star' } as const] : items;
  for (const item of all) {
    if (item.kind === 'star') for (const column of table.columns) out.set(column.name, (value) => shapeValue(dialect, column, value));
    else if (item.kind === 'column') {
      const column = byName(item.name);
      if (column) out.set(item.alias ?? item.name, (value) => shapeValue(dialect, column, value));
    } else if (item.select.length > 0) {
      const child = embeddedTable(table, related, item.relation);
      const inner = child ? shapers(child, related, item.select, dialect) : new Map<string, (value: unknown) => unknown>();
      const shapeOne = (value: unknown): unknown => {
        if (value === null || typeof value !== 'object') return value;
        const row = value as Row;
        return Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, inner.get(key)?.(cell) ?? cell]));
      };
      out.set(item.alias ?? item.relation, (value) => {
        // MySQL, SQL Server (FOR JSON) and Oracle (a CLOB read as text) answer JSON text; Postgres' json is parsed by pg.
        const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
        if (dialect === 'postgres') return parsed;
        return Array.isArray(parsed) ? parsed.map(shapeOne) : shapeOne(parsed);
      });
    }
  }
  return out;
}

/** The driver's rows as the data API answers them (see {@link shapeValue}); embeds parsed and typed. */
export function shapeRows(dialect: SqlDialect, table: ExternalTable, related: readonly ExternalTable[], select: readonly SelectItem[], rows: readonly Row[]): Row[] {
  const shape = shapers(table, related, select, dialect);
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, shape.get(key)?.(value) ?? value])));
}
