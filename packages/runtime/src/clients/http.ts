import { PREVIEW_TOKEN_HEADER } from '@tessera/model/releases';
import { type ClientError, type ClientResult, failure, type FetchLike, NETWORK_ERROR, success } from './client-result.ts';

/** A server's answer: its status, headers and JSON body (`null` when empty). */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * The error of a failed answer in the server's words. Reads both shapes the server answers:
 * the data API's PostgREST `{ code, message, details, hint }` and the other routes'
 * `{ error: { code, message } }`. A request-validation message (`email: Please enter…`) names its
 * field.
 */
export function errorOfAnswer(status: number, body: unknown): ClientError {
  const outer = (body ?? {}) as { code?: unknown; message?: unknown; error?: { code?: unknown; message?: unknown } };
  const source = typeof outer.error === 'object' && outer.error !== null ? outer.error : outer;
  const code = typeof source.code === 'string' ? source.code : `http_${status}`;
  const message = typeof source.message === 'string' && source.message !== '' ? source.message : `The server answered ${status}.`;
  const error: ClientError = { code, message, status };
  if (code === 'validation_failed') {
    // One issue as `field: message`; several are joined by '; ' and shown whole.
    const match = /^([A-Za-z_][A-Za-z0-9_]*): ([^;]+)$/.exec(message);
    if (match) return { ...error, field: match[1]!, message: match[2]! };
  }
  return error;
}

/**
 * Sends a request and reads its JSON answer; a status of 400 or more becomes the server's
 * error, a network failure `NETWORK_ERROR`. Never throws.
 */
export async function requestJson(fetchImpl: FetchLike, url: string, init: RequestInit = {}): Promise<ClientResult<HttpAnswer>> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch {
    return failure(NETWORK_ERROR);
  }
  let body: unknown = null;
  const text = await response.text().catch(() => '');
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (response.status >= 400) return failure(errorOfAnswer(response.status, body));
  return success({ status: response.status, headers: response.headers, body });
}

/** The headers of a JSON request, with the bearer token when there is one. */
export function jsonHeaders(token: string | null, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** `base` and `path` joined by exactly one slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Where the studio's Run preview keeps its preview token of the project's draft: draft's routes
 * answer a visitor or end user only with it (`PREVIEW_TOKEN_HEADER`). Null while none is
 * held; the call then goes without it and draft refuses it.
 */
export type PreviewTokenSource = () => string | null;

/** `headers` with the preview token when there is one. */
export function withPreviewToken(headers: Record<string, string>, previewToken: PreviewTokenSource | undefined): Record<string, string> {
  const token = previewToken?.() ?? null;
  if (token) headers[PREVIEW_TOKEN_HEADER] = token;
  return headers;
}
