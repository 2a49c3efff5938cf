import type { DataModel, DataTable } from '@tessera/model/data';
import { dataApiCodes, dataApiError } from './data-api-error.ts';
import type { DataApiError } from './grammar/ast.ts';

/** The fields of a Postgres error that `pg` and PGlite both carry. */
interface DatabaseError {
  code?: unknown;
  column?: unknown;
  table?: unknown;
  detail?: unknown;
  constraint?: unknown;
}

/**
 * The columns of a violated key, only names the model knows (never the values): from the
 * detail `Key (a, b)=(…)`, or, where row-level security hides that detail, from the constraint's
 * name (`items_title_key`).
 */
function keyColumns(detail: unknown, constraint: unknown, table: DataTable): string[] {
  const known = new Set(table.columns.map((column) => column.name));
  const match = typeof detail === 'string' ? /^Key \(([^)]*)\)=/.exec(detail) : null;
  if (match) return match[1]!.split(',').map((name) => name.trim().replace(/^"|"$/g, '')).filter((name) => known.has(name));
  if (typeof constraint !== 'string') return [];
  const inner = constraint.startsWith(`${table.name}_`) ? constraint.slice(table.name.length + 1).replace(/_(key|fkey|pkey)$/, '') : '';
  return known.has(inner) ? [inner] : [];
}

/** Postgres' own words for a row that row-level security refused (read, never echoed). */
function rowSecurityRefusal(error: unknown): boolean {
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.includes('row-level security');
}

function knownName(value: unknown, names: Set<string>): string | null {
  return typeof value === 'string' && names.has(value) ? value : null;
}

/**
 * A database error of a data API statement as the client's answer, by SQLSTATE, with names
 * taken only from the model: never the SQL, the values or the database's own message. Null for
 * an error that is not the client's (answered 500, logged with its cause).
 */
export function answerForDatabaseError(error: unknown, model: DataModel, table: DataTable): DataApiError | null {
  const { code, column, detail, constraint, table: errorTable } = (error ?? {}) as DatabaseError;
  if (typeof code !== 'string') return null;
  const tableNames = new Set(model.tables.map((t) => t.name));
  const where = knownName(errorTable, tableNames) ?? table.name;
  const columnName = knownName(column, new Set((model.tables.find((t) => t.name === where) ?? table).columns.map((c) => c.name)));
  switch (code) {
    case '23505': {
      const columns = keyColumns(detail, constraint, table);
      const named = columns.length > 0 ? columns.join(', ') : 'a unique column';
      return dataApiError(409, code, `duplicate key value violates unique constraint on ${named} of table ${table.name}`, null, 'Another row already has this value; use on_conflict with Prefer: resolution=merge-duplicates to update it instead.');
    }
    case '23503': {
      const stillReferenced = typeof detail === 'string' && detail.includes('still referenced');
      const columns = keyColumns(detail, constraint, table);
      return stillReferenced
        ? dataApiError(409, code, `the row of ${table.name} is still referenced from another table`, null, 'Delete or change the rows that point at it first.')
        : dataApiError(409, code, `insert or update on table ${table.name} violates a foreign key${columns.length > 0 ? ` on ${columns.join(', ')}` : ''}: the referenced row does not exist`);
    }
    case '23502':
      return dataApiError(400, code, `null value in column ${columnName ?? '(required)'} of table ${where} violates not-null constraint`, null, 'This column is required: send a value for it.');
    case '23514':
      return dataApiError(400, code, `a value breaks a check of table ${where} (for example an enum column's allowed values)`);
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22023':
      return dataApiError(400, dataApiCodes.invalidValue, `invalid input value for table ${where}${columnName ? `, column ${columnName}` : ''}`);
    case '22025':
      // A like or ilike pattern ending in a lone backslash: the value is the client's.
      return dataApiError(400, code, `invalid like or ilike pattern for table ${where}: it ends with the escape character \\`, null, 'Write \\\\ for a backslash itself.');
    case '42P10':
      return dataApiError(400, '42P10', `on_conflict must name the primary key or a unique column of table ${table.name}`);
    case '42501':
      // The second wall (row-level security) refused a written row. Any other 42501 (a missing
      // grant to the data API role) is the server's fault: a 500, logged.
      return rowSecurityRefusal(error) ? dataApiError(403, dataApiCodes.permissionDenied, `new row violates the access rules of table ${table.name}`) : null;
    case '57014':
      return dataApiError(504, dataApiCodes.timeout, 'The request took too long and was stopped.', null, 'Add a filter or a smaller limit.');
    case '40001':
    case '40P01':
      return dataApiError(503, code, 'The request clashed with another one; try again.');
    default:
      return null;
  }
}
