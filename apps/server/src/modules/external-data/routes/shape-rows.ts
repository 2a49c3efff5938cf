import type { ExternalColumn, ExternalTable } from '@tessera/model/connectors';
import type { SelectItem } from '../../data-api/grammar/ast.ts';
import type { SqlDialect } from '../compile/sql-dialect.ts';

type Row = Record<string, unknown>;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A `Date` pg made from a value without a zone (a date, a timestamp): its local fields are the stored ones. */
function localDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
function localDateTime(date: Date): string {
  return `${localDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
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
 * tinyint(1) 1/0), numbers as JSON numbers (text past 2^53), dates `YYYY-MM-DD`, date-times ISO
 * (UTC with `Z` when the column has a zone), JSON parsed (MySQL sends it as text).
 */
export function shapeValue(column: ExternalColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'boolean':
      return typeof value === 'boolean' ? value : Number(value) !== 0;
    case 'integer':
    case 'decimal':
      return numberOf(value);
    case 'date':
      return value instanceof Date ? localDate(value) : String(value).slice(0, 10);
    case 'dateTime':
      if (value instanceof Date) return /with time zone/.test(column.databaseType) ? value.toISOString() : localDateTime(value);
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
    if (item.kind === 'star') for (const column of table.columns) out.set(column.name, (value) => shapeValue(column, value));
    else if (item.kind === 'column') {
      const column = byName(item.name);
      if (column) out.set(item.alias ?? item.name, (value) => shapeValue(column, value));
    } else if (item.select.length > 0) {
      const child = embeddedTable(table, related, item.relation);
      const inner = child ? shapers(child, related, item.select, dialect) : new Map<string, (value: unknown) => unknown>();
      const shapeOne = (value: unknown): unknown => {
        if (value === null || typeof value !== 'object') return value;
        const row = value as Row;
        return Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, inner.get(key)?.(cell) ?? cell]));
      };
      out.set(item.alias ?? item.relation, (value) => {
        // MySQL answers JSON_OBJECT / JSON_ARRAYAGG as text; Postgres' json is parsed by pg.
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
