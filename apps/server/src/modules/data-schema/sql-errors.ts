import { AppError } from '../../errors/app-error.ts';

/** The SQLSTATE of a database error (pg and PGlite both set `code`), or undefined. */
export function sqlStateOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * A database error of a change's step as the builder reads it: what the step was ("Add column
 * tasks.done") and why, never the database's text (logged by the caller). Errors that mean the
 * data model and the database disagree are 500s: nothing the builder can fix.
 */
export function stepError(error: unknown, description: string): AppError {
  const state = sqlStateOf(error);
  switch (state) {
    case '55P03':
      return new AppError('conflict', `${description}: the table is in use by another change or a long query. Nothing was changed; try again in a moment.`, { cause: error });
    case '57014':
      return new AppError('conflict', `${description}: the change took too long and was undone. Nothing was changed.`, { cause: error });
    case '40P01':
      return new AppError('conflict', `${description}: the change clashed with another one. Nothing was changed; try again.`, { cause: error });
    case '23505':
      return new AppError('conversion_failed', `${description}: some rows share a value. Nothing was changed.`, { cause: error });
    case '23503':
      return new AppError('conversion_failed', `${description}: some rows name a related row that does not exist. Nothing was changed.`, { cause: error });
    case '23502':
      return new AppError('conversion_failed', `${description}: some rows have no value. Nothing was changed.`, { cause: error });
    case '23514':
      return new AppError('conversion_failed', `${description}: some rows hold values the column does not allow. Nothing was changed.`, { cause: error });
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22023':
    case '22P05':
    case '22021':
      return new AppError('conversion_failed', `${description}: a value does not fit the column's type. Nothing was changed.`, { cause: error });
    case '42P07':
    case '42710':
      return new AppError('conflict', `${description}: the database already holds an object of that name. Nothing was changed.`, { cause: error });
    default:
      return new AppError('internal', `${description} failed. Nothing was changed.`, { cause: error });
  }
}
