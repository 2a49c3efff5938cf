import type { EndUserEnvironment } from '@tessera/model/end-users';
import { type ClientResult, failure, type FetchLike, success } from './client-result.ts';
import { jsonHeaders, type PreviewTokenSource, requestJson, withPreviewToken } from './http.ts';
import type { TokenSource } from './data-client.ts';

/**
 * The app's route that runs a named REST request of a connector: POST `{ params }`, answering the
 * remote `{ status, body }`. A live app reaches only the requests its release's actions name.
 */
export const APP_REST_REQUEST_PATH = '/api/apps/:projectId/:environment/requests/:requestId';

/** The remote answer of a REST request. */
export interface RestAnswer {
  status: number;
  body: unknown;
}

export interface RestRequestClientOptions {
  projectId: string;
  environment: EndUserEnvironment;
  /** Prefixed to the route (`''` for the same origin). */
  origin?: string;
  fetch?: FetchLike;
  tokens?: TokenSource;
  /** The Run preview's token, sent on draft (whose requests need it). */
  previewToken?: PreviewTokenSource;
}

export interface RestRequestClient {
  call(requestId: string, params: Record<string, unknown>): Promise<ClientResult<RestAnswer>>;
}

/** The route of one request (`APP_REST_REQUEST_PATH` filled). */
export function restRequestRoute(projectId: string, environment: EndUserEnvironment, requestId: string): string {
  return APP_REST_REQUEST_PATH.replace(':projectId', encodeURIComponent(projectId))
    .replace(':environment', environment)
    .replace(':requestId', encodeURIComponent(requestId));
}

/**
 * Runs a connector's named requests through the app's route, with the end user's token. A remote
 * answer of 400 or more is a failure carrying the remote status and its body's message if any.
 */
export function createRestRequestClient(options: RestRequestClientOptions): RestRequestClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async call(requestId, params) {
      const token = (await options.tokens?.accessToken()) ?? null;
      const answer = await requestJson(fetchImpl, `${options.origin ?? ''}${restRequestRoute(options.projectId, options.environment, requestId)}`, {
        method: 'POST',
        headers: withPreviewToken(jsonHeaders(token, { 'content-type': 'application/json' }), options.environment === 'draft' ? options.previewToken : undefined),
        body: JSON.stringify({ params }),
      });
      if (!answer.ok) return answer;
      const { status, body } = (answer.value.body ?? {}) as { status?: unknown; body?: unknown };
      if (typeof status !== 'number') return failure({ code: 'invalid_answer', message: 'The request’s answer could not be read.' });
      if (status >= 400) {
        const remote = (body as { message?: unknown } | null)?.message;
        return failure({ code: 'remote_error', status, message: typeof remote === 'string' && remote !== '' ? remote : `The service answered ${status}.` });
      }
      return success({ status, body });
    },
  };
}
