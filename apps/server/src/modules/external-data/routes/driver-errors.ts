import type { ExternalTable } from '@tessera/model/connectors';
import { dataApiError } from '../../data-api/data-api-error.ts';
import type { DataApiError } from '../../data-api/grammar/ast.ts';
import { mssqlOrOracleSqlstate } from './mssql-oracle-errors.ts';

/** Postgres SQLSTATEs and MySQL/MariaDB error numbers, by case (SQL Server's and Oracle's read into SQLSTATEs, `mssql-oracle-errors.ts`). */
const uniqueViolation = { sqlstate: '23505', errnos: [1062, 1586] };
const foreignKeyViolation = { sqlstate: '23503', errnos: [1451, 1452, 1216, 1217] };
const notNullViolation = { sqlstate: '23502', errnos: [1048, 1364] };
const checkViolation = { sqlstate: '23514', errnos: [4025, 3819] };
/** A value the column cannot take: bad text for the type, out of range, too long. */
const badValue = { sqlstates: ['22P02', '22007', '22008', '22003', '22001', '22004', '22012'], errnos: [1292, 1264, 1406, 1366, 1265] };
const denied = { sqlstates: ['42501'], errnos: [1142, 1143, 1044] };

interface DriverError {
  sqlstate: string;
  errno: number;
  /** Only read to find which of the table's own column names it mentions. */
  text: string;
  column: string | null;
}

function driverError(error: unknown): DriverError | null {
  if (!(error instanceof Error)) return null;
  const fields = error as Error & { code?: unknown; errno?: unknown; column?: unknown; detail?: unknown; constraint?: unknown; sqlState?: unknown };
  const code = typeof fields.code === 'string' ? fields.code : '';
  const sqlstate = mssqlOrOracleSqlstate(error) ?? (/^[0-9A-Z]{5}$/.test(code) ? code : typeof fields.sqlState === 'string' ? fields.sqlState : '');
  const errno = typeof fields.errno === 'number' ? fields.errno : 0;
  if (!sqlstate && !errno) return null;
  const text = [fields.message, fields.detail, fields.constraint].filter((part) => typeof part === 'string').join(' ');
  return { sqlstate, errno, text, column: typeof fields.column === 'string' ? fields.column : null };
}

const is = (error: DriverError, sqlstate: string, errnos: readonly number[]) => error.sqlstate === sqlstate || errnos.includes(error.errno);

/**
 * The table's columns the driver's error names: pg's `column` field, or a column name quoted in
 * its text (`Key (title)=`, `for key 'title'`, `Column 'due'`). Only names of the introspected
 * table are ever shown, so nothing else of the driver's text reaches the answer.
 */
function namedColumns(table: ExternalTable, error: DriverError): string[] {
  if (error.column && table.columns.some((column) => column.name === error.column)) return [error.column];
  const words = new Set(error.text.match(/[\p{L}\p{N}_$]+/gu) ?? []);
  // MySQL names a unique key `table.key` or `key`, which is the column's name when made from one.
  return table.columns.map((column) => column.name).filter((name) => words.has(name) || words.has(`${table.name}.${name}`));
}

const columnsText = (names: readonly string[]) => (names.length === 0 ? '' : ` (${names.map((name) => `"${name}"`).join(', ')})`);

/**
 * A database's refusal of a statement on an external table as the data API answers it, in
 * PostgREST's shape with Postgres' codes on every database: 409 for a unique or foreign key
 * violation, 400 for a missing value, a check or a value its column cannot take, 403 for a
 * privilege the connector's user lacks, 504 for a statement past the time limit. The message
 * names the table and its columns only, never the driver's text, the SQL or a value; null when
 * the error is not a refusal of the statement (a connection failure, answered as such).
 */
export function answerForDriverError(error: unknown, table: ExternalTable, statementTimeoutMs: number): DataApiError | null {
  const found = driverError(error);
  if (!found) return null;
  const name = `"${table.name}"`;
  const columns = () => columnsText(namedColumns(table, found));
  if (is(found, uniqueViolation.sqlstate, uniqueViolation.errnos)) {
    return dataApiError(409, '23505', `A row of the table ${name} already has this value in a unique column${columns()}.`, null, 'Change the value, or upsert with Prefer: resolution=merge-duplicates.');
  }
  if (is(found, foreignKeyViolation.sqlstate, foreignKeyViolation.errnos)) {
    const referenced = found.errno === 1451 || found.errno === 1217 || /is still referenced|update or delete on table|REFERENCE constraint|ORA-02292|child record found/.test(found.text);
    return referenced
      ? dataApiError(409, '23503', `Rows of another table still refer to the row of the table ${name}${columns()}: remove or change them first.`)
      : dataApiError(409, '23503', `The table ${name} refers to a row that does not exist${columns()}.`, null, 'Use a value that exists in the referenced table.');
  }
  if (is(found, notNullViolation.sqlstate, notNullViolation.errnos)) return dataApiError(400, '23502', `The table ${name} needs a value in the column${columns()}.`);
  if (is(found, checkViolation.sqlstate, checkViolation.errnos)) return dataApiError(400, '23514', `A row of the table ${name} does not pass one of its checks.`);
  if (badValue.sqlstates.includes(found.sqlstate) || badValue.errnos.includes(found.errno)) {
    return dataApiError(400, '22P02', `A value does not fit its column of the table ${name}${columns()}.`, null, 'Check the value against the column’s type and size.');
  }
  if (denied.sqlstates.includes(found.sqlstate) || denied.errnos.includes(found.errno)) {
    return dataApiError(403, '42501', `The connector’s database user may not do this on the table ${name}.`, null, 'Grant the user the privilege in the database.');
  }
  if (found.sqlstate === '42P01' || found.errno === 1146) return dataApiError(404, 'PGRST205', `Could not find the table ${name}: it changed in the database.`);
  if (found.sqlstate === '42703' || found.errno === 1054) return dataApiError(400, '42703', `A column of the table ${name} changed in the database${columns()}.`);
  if (found.sqlstate === '57014' || [3024, 1969].includes(found.errno)) {
    return dataApiError(504, '57014', `A statement on the table ${name} ran longer than ${Math.round(statementTimeoutMs / 100) / 10} s and was cancelled.`, null, 'Ask for fewer rows or add a filter.');
  }
  return null;
}
