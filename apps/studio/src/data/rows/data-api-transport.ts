import { ApiError, clientErrorCodes, toApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/create-api-client.ts';
import { buildRequestHeaders } from '../../api/request-headers.ts';

/**
 * The calls of the grid and the imports that the studio's JSON client does not make: headers such
 * as `Prefer` and `Accept: text/csv`, raw bodies (an uploaded file), and answer headers
 * (`Content-Range`). They carry the same spec §7 headers and share the client's tokens and its one
 * refresh on a 401.
 */
export interface DataTransport {
  send(request: DataRequest): Promise<Response>;
}

export interface DataRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The path, without the query. */
  path: string;
  /** A query string without `?` (built by `row-query.ts`). */
  query?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is (a file), with its own `Content-Type` in `headers`. */
  raw?: Blob;
  /** Defaults to `application/json`. */
  accept?: string;
  signal?: AbortSignal;
}

export interface TransportOptions {
  client: ApiClient;
  fetch: typeof fetch;
  /** The current `location.pathname`; its first segment is the `domainName` header. */
  getPathname: () => string;
  /** The project open in the studio, sent as `currentProjectId`. */
  projectId: string;
}

/**
 * The error of a failed data call. The data API answers in PostgREST's shape
 * (`{ code, message, details, hint }`); the platform's routes in `{ error: { code, message } }`.
 */
export function toDataError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    const code = 'code' in body && typeof body.code === 'string' ? body.code : `http_${status}`;
    const details = 'details' in body && typeof body.details === 'string' && body.details !== '' ? ` ${body.details}` : '';
    return new ApiError(status, code, `${body.message}${details}`);
  }
  return toApiError(status, body);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Creates the transport of one project's data calls. */
export function createDataTransport(options: TransportOptions): DataTransport {
  const { client } = options;

  function headersFor(request: DataRequest, pathname: string): Record<string, string> {
    const headers: Record<string, string> = {
      ...buildRequestHeaders({ pathname, accessToken: client.session.accessToken(), userId: client.session.userId(), currentProjectId: options.projectId }),
      Accept: request.accept ?? 'application/json',
      ...request.headers,
    };
    if (request.json !== undefined) headers['Content-Type'] = 'application/json';
    return headers;
  }

  async function attempt(request: DataRequest, pathname: string): Promise<{ response: Response; sentToken: string | null }> {
    const sentToken = client.session.accessToken();
    const init: RequestInit = { method: request.method ?? 'GET', headers: headersFor(request, pathname) };
    if (request.json !== undefined) init.body = JSON.stringify(request.json);
    else if (request.raw) init.body = request.raw;
    if (request.signal) init.signal = request.signal;
    const url = request.query ? `${request.path}?${request.query}` : request.path;
    try {
      return { response: await options.fetch(url, init), sentToken };
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new ApiError(0, clientErrorCodes.network, 'Could not reach the server. Check your connection and try again.');
    }
  }

  return {
    async send(request) {
      // Read once: a retry after a refresh must still act in the workspace the call was made in.
      const pathname = options.getPathname();
      if (!client.session.accessToken() && !(await client.refresh())) {
        throw new ApiError(401, clientErrorCodes.sessionEnded, 'Your session has ended. Please sign in again.');
      }
      let { response, sentToken } = await attempt(request, pathname);
      if (response.status === 401) {
        const current = client.session.accessToken();
        // Another call may already have refreshed while this one was in flight.
        const fresh = current !== null && current !== sentToken ? true : await client.refresh();
        if (!fresh) throw new ApiError(401, clientErrorCodes.sessionEnded, 'Your session has ended. Please sign in again.');
        ({ response } = await attempt(request, pathname));
      }
      if (!response.ok) throw toDataError(response.status, await readJson(response));
      return response;
    },
  };
}

/** The JSON body of a successful answer (undefined when empty). */
export function jsonOf(response: Response): Promise<unknown> {
  return readJson(response);
}
