import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { DataApiException, dataApiCodes, dataApiError } from './data-api-error.ts';
import type { DataApiError } from './grammar/ast.ts';

function fromFastify(error: FastifyError): DataApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return dataApiError(400, dataApiCodes.invalidBody, 'The request body is empty but its content type is application/json.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return dataApiError(400, dataApiCodes.invalidBody, 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return dataApiError(413, dataApiCodes.invalidBody, 'The request body is larger than 1 MB.', null, 'Send at most 1,000 rows per request.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return dataApiError(415, dataApiCodes.unsupportedMediaType, 'Send the request body as application/json.');
    default:
      break;
  }
  // secure-json-parse: bad JSON, or `__proto__` / `constructor` keys.
  if (error.statusCode === 400 && error instanceof SyntaxError) return dataApiError(400, dataApiCodes.invalidBody, 'The request body is not valid JSON.');
  return null;
}

/**
 * The data API's error handler (scoped to its routes): every refusal in PostgREST's JSON shape
 * `{ code, message, details, hint }`, validation and body errors included; anything unexpected
 * is a 500 whose detail stays in the log.
 */
export function registerDataApiErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    let answer: DataApiError | null = null;
    if (error instanceof DataApiException) answer = error.error;
    else if (error instanceof AppError && error.statusCode < 500) answer = dataApiError(error.statusCode, error.statusCode === 404 ? 'PGRST106' : error.statusCode === 401 ? dataApiCodes.invalidToken : 'PGRST100', error.message);
    else answer = fromFastify(error as FastifyError);
    if (!answer) {
      request.log.error({ err: error }, 'data API request failed');
      answer = dataApiError(500, dataApiCodes.internal, 'An unexpected error occurred.');
    } else {
      request.log.debug({ code: answer.code, msg: answer.message }, 'data API request refused');
    }
    const { status, ...body } = answer;
    return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
  });
}
