import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode } from './app-error.ts';
import { nulTextError } from './nul-text-error.ts';

/** `username: Required; password: ...` from zod issues, with a plainer word for missing fields. */
function describeValidation(
  context: string | undefined,
  issues: { instancePath: string; message?: string | undefined }[],
): string {
  return issues
    .map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = path || context || 'body';
      const message = issue.message ?? 'Invalid value';
      const missing = /received (undefined|null)$/.test(message);
      // A missing body reaches the schema as null: say what to send.
      const plain = missing ? (path ? 'Required' : 'Required (send a JSON object)') : message;
      return `${field}: ${plain}`;
    })
    .join('; ');
}

/**
 * Postgres refuses U+0000 in text (22021 character_not_in_repertoire) and in jsonb (22P05
 * untranslatable_character). Requests are screened for it (plugins/no-nul-text.ts); this catches
 * whatever still reaches SQL (a header, a value built elsewhere) as the client's fault, not a 500.
 */
const nulSqlStates = new Set(['22021', '22P05']);

function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  const sqlState = (error as { code?: unknown }).code;
  if (typeof sqlState === 'string' && nulSqlStates.has(sqlState)) return nulTextError();
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext;
    return new AppError('validation_failed', describeValidation(context, error.validation));
  }
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('invalid_json', 'The request body is empty but its content type is application/json.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('invalid_json', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new AppError('unsupported_media_type');
    default:
      break;
  }
  const status = fastifyError.statusCode ?? 500;
  // secure-json-parse throws SyntaxError (bad JSON, __proto__ or constructor keys) with status 400.
  if (status === 400 && error instanceof SyntaxError) {
    return new AppError('invalid_json', `The request body is not valid JSON: ${error.message}`);
  }
  if (status === 413) return new AppError('payload_too_large');
  if (status === 415) return new AppError('unsupported_media_type');
  if (status === 429) return new AppError('too_many_requests');
  if (status === 404) return new AppError('not_found');
  if (status >= 400 && status < 500) {
    const code: ErrorCode = 'validation_failed';
    return new AppError(code, fastifyError.message);
  }
  return new AppError('internal', undefined, { cause: error });
}

/**
 * The global error handler: every failure leaves as `{ error: { code, message } }`, never a
 * stack. 5xx are logged with their cause; 4xx at debug level.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.debug({ code: appError.code, msg: appError.message }, 'request refused');
    }
    return reply.code(appError.statusCode).send({ error: { code: appError.code, message: appError.message } });
  });
}
