import { readMssqlError, readOracleError } from '../../sql-connectors/driver-error-codes.ts';

/**
 * SQL Server's error numbers (tedious's `RequestError.number`) as the Postgres SQLSTATE of the
 * same case. 547 is both a foreign key and a check: the driver's text tells which (read only for
 * that, never shown).
 */
const mssqlStates: Record<number, string> = {
  2627: '23505',
  2601: '23505',
  515: '23502',
  245: '22P02',
  8114: '22P02',
  8115: '22003',
  220: '22003',
  232: '22003',
  2628: '22001',
  8152: '22001',
  241: '22007',
  242: '22008',
  8134: '22012',
  208: '42P01',
  207: '42703',
};

/** Oracle's error numbers (oracledb's `errorNum` of `ORA-n`) as the Postgres SQLSTATE of the same case. */
const oracleStates: Record<number, string> = {
  1: '23505',
  2291: '23503',
  2292: '23503',
  1400: '23502',
  1407: '23502',
  2290: '23514',
  1722: '22P02',
  1438: '22003',
  12899: '22001',
  1840: '22007',
  1841: '22007',
  1843: '22007',
  1847: '22007',
  1858: '22007',
  1861: '22007',
  1476: '22012',
  942: '42P01',
  904: '42703',
};

const isTediousRequestError = (error: Error) => error.constructor.name === 'RequestError';

/**
 * A SQL Server or Oracle statement's refusal as the Postgres SQLSTATE the route maps
 * (`driver-errors.ts`), or null when the error is not one (a connection failure, another driver's).
 * The statement limit (tedious's `ETIMEOUT`, oracledb's NJS-123 / ORA-01013) is 57014, a missing
 * privilege 42501, as the connectors' own reading says.
 */
export function mssqlOrOracleSqlstate(error: Error): string | null {
  const fields = error as Error & { number?: unknown; errorNum?: unknown; code?: unknown };
  if (isTediousRequestError(error)) {
    const known = readMssqlError(error);
    if (known === 'STATEMENT_TIMEOUT') return '57014';
    if (known === 'PRIVILEGES') return '42501';
    if (fields.number === 547) return /CHECK constraint/i.test(error.message) ? '23514' : '23503';
    return typeof fields.number === 'number' ? (mssqlStates[fields.number] ?? null) : null;
  }
  if (typeof fields.code === 'string' && /^(ORA|NJS)-\d{3,5}$/.test(fields.code)) {
    const known = readOracleError(error);
    if (known === 'STATEMENT_TIMEOUT') return '57014';
    if (fields.code === 'ORA-01031' || fields.code === 'ORA-01045') return '42501';
    return typeof fields.errorNum === 'number' && fields.code.startsWith('ORA-') ? (oracleStates[fields.errorNum] ?? null) : null;
  }
  return null;
}
