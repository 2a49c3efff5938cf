/**
 * What every client answers: a value, or an error an app can show as is. `message` is the
 * server's own words where it gave some (the data API's PostgREST message, an account route's
 * message); `field` names the form field (a column, a request field) the error is about.
 */
export interface ClientError {
  code: string;
  message: string;
  /** The HTTP status, when a server answered. */
  status?: number;
  field?: string;
}

export type ClientResult<T> = { ok: true; value: T } | { ok: false; error: ClientError };

/** `fetch` as the clients call it (inject one in tests, or for another origin). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export const NETWORK_ERROR: ClientError = {
  code: 'network',
  message: 'The server could not be reached. Check your connection and try again.',
};

/** A success, for brevity at return sites. */
export function success<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A failure, for brevity at return sites. */
export function failure(error: ClientError): { ok: false; error: ClientError } {
  return { ok: false, error };
}
