import { apiErrorSchema } from '@tessera/model';

/** HTTP statuses a route may document besides its success. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502;

/** The error answers a route documents in OpenAPI (all share `{ error: { code, message } }`). */
export const apiErrors = (...statuses: ErrorStatus[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;
