import { apiErrorSchema } from '@tessera/model';

/** Stable codes the client itself produces (the server's codes pass through unchanged). */
export const clientErrorCodes = {
  /** The session ended (refresh impossible); the user is already on the way to /login. */
  sessionEnded: 'session_ended',
  /** The request never got an answer. */
  network: 'network_error',
  /** The answer was not the shape the shared contract describes. */
  badResponse: 'bad_response',
} as const;

/** A failed API call: the HTTP status (0 without an answer), the error code and the user message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  /** True when the UI should stay quiet because the client is already redirecting to sign-in. */
  get isSessionEnd(): boolean {
    return this.code === clientErrorCodes.sessionEnded;
  }
}

/** Builds the {@link ApiError} of a non-2xx answer from its `{ error: { code, message } }` body. */
export function toApiError(status: number, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.error.code, parsed.data.error.message);
  return new ApiError(status, `http_${status}`, `The request failed (HTTP ${status}). Please try again.`);
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
