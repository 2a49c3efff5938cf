import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * Logs the database's own words for a refused step (a lock timeout, a constraint) before the
 * builder's message goes out without them; 5xx are logged by the error handler. Returns the error.
 */
export function logStepError(ctx: AppContext, error: unknown): unknown {
  if (error instanceof AppError && error.statusCode < 500 && error.cause !== undefined) {
    ctx.log.warn({ err: error.cause, code: error.code }, error.message);
  }
  return error;
}
