import { type DataColumn, postgresTypeOf } from '@tessera/model/data';
import { sql } from 'kysely';
import { policyLiteral, type RawSql } from './rls-sql.ts';

const BIGINT_MIN = -(2n ** 63n);
const BIGINT_MAX = 2n ** 63n - 1n;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[-+]\d{2}(:?\d{2})?)?$/i;

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function validJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The text of a condition's literal in the form Postgres reads for the column's type, or null
 * when it is not a value of that type (such a clause then matches no row).
 */
function normalizedLiteral(column: DataColumn, text: string): string | null {
  switch (column.type) {
    case 'text':
    case 'longText':
    case 'file':
      return text;
    case 'enum':
      return column.enumValues.includes(text) ? text : null;
    case 'integer': {
      if (!/^[-+]?\d{1,19}$/.test(text)) return null;
      const value = BigInt(text);
      return value >= BIGINT_MIN && value <= BIGINT_MAX ? value.toString() : null;
    }
    case 'decimal':
      return DECIMAL.test(text) ? text : null;
    case 'boolean':
      return text === 'true' || text === 'false' ? text : null;
    case 'date':
      return validDate(text) ? text : null;
    case 'dateTime': {
      if (!DATE_TIME.test(text) || !validDate(text.slice(0, 10))) return null;
      // Without an offset the instant is read as UTC, the same on every server whatever its zone.
      const hasOffset = /(Z|[-+]\d{2}(:?\d{2})?)$/i.test(text.slice(10));
      const date = new Date(hasOffset ? text : `${text.replace(' ', 'T')}Z`);
      return Number.isNaN(date.getTime()) ? null : date.toISOString();
    }
    case 'uuid':
      return UUID.test(text) ? text.toLowerCase() : null;
    case 'json':
      return validJson(text) ? text : null;
    default: {
      const unknownType: never = column.type;
      throw new Error(`unknown column type ${String(unknownType)}`);
    }
  }
}

/** A condition's literal as a typed SQL constant (`'42'::bigint`), or null when it does not parse. */
export function conditionLiteral(column: DataColumn, text: string): RawSql | null {
  const normalized = normalizedLiteral(column, text);
  if (normalized === null) return null;
  return sql`${policyLiteral(normalized)}::${sql.raw(postgresTypeOf[column.type])}`;
}
