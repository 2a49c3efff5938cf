/**
 * Every error code the API answers with, its HTTP status and what it means. Codes are stable:
 * clients may switch on them. The message sent to the client is chosen where the error is
 * thrown (usually a text from `messages` in @tessera/model); the log keeps its own detail.
 */
export const errorCodes = {
  /** The request body or query failed its schema; the message names the field. */
  validation_failed: 400,
  /** The body is not valid JSON (or carries `__proto__`/`constructor` keys). */
  invalid_json: 400,
  /** A refresh token unknown, expired, revoked or already used. */
  invalid_refresh_token: 400,
  /** An emailed token (activation, reset, external login) unknown, expired or used. */
  invalid_token: 400,
  /** A new password breaks a password rule (length, common-password list). */
  weak_password: 400,
  /** An activation link opened outside the browser that signed up: send the password chosen now. */
  password_required: 400,
  /** The emailed verification code is wrong, expired, used up, or not the account's: one answer for all. */
  verification_code_incorrect: 400,
  /** A Google redirect URI outside the configured public URL and own hosts. */
  invalid_redirect_uri: 400,
  /** Google sign-in could not be completed (bad code, state, or unverified email). */
  google_login_failed: 400,
  /** Missing, invalid or expired bearer token. */
  unauthorized: 401,
  /** Wrong email or password (the same answer for both). */
  invalid_credentials: 401,
  /** The caller is a member of the workspace but its role may not do this (e.g. owner-only). */
  forbidden: 403,
  /** An end user signing in before confirming their address with the mailed code. */
  email_not_verified: 403,
  /** An end user whom the project's builders disabled: no sign-in, no refresh. */
  account_disabled: 403,
  /** The workspace's plan does not allow more of an asset; the message names the limit and the plan. */
  plan_limit_reached: 403,
  /** No such route or resource, or one the caller may not know of. */
  not_found: 404,
  /** The change clashes with the current state (a name taken, already a member, the last owner). */
  conflict: 409,
  /** A data-model change made against an older version than the stored one: reload and retry. */
  stale: 409,
  /** A data-model change that loses data, sent without `confirmDataLoss`; the message names what is lost. */
  confirmation_required: 409,
  /**
   * Connector secrets the server cannot seal (no `CONNECTOR_SECRETS_KEY`) or open (sealed with a
   * key it is no longer configured with); the message says which and what to do.
   */
  secrets_unavailable: 409,
  /** A data-model change some rows cannot take (values that do not convert, duplicates, empty values); nothing changed. */
  conversion_failed: 422,
  /** A payment-provider webhook whose signature does not verify. */
  invalid_signature: 400,
  /** Google sign-in is not configured on this server. */
  google_disabled: 404,
  /** The body is larger than the limit. */
  payload_too_large: 413,
  /** The body's content type is not accepted (send application/json). */
  unsupported_media_type: 415,
  /** Rate limit hit. */
  too_many_requests: 429,
  /** Anything unexpected; details only in the log. */
  internal: 500,
  /**
   * An outbound connection from user configuration (a connector, a REST call) to an address this
   * server does not reach: loopback, private, link-local, metadata, its own… (`net/egress/`).
   */
  outbound_refused: 422,
  /** An upstream service (Google, SMTP, a connector's database or API) failed. */
  bad_gateway: 502,
} as const;

/** A stable error code of {@link errorCodes}. */
export type ErrorCode = keyof typeof errorCodes;

const defaultMessages: Partial<Record<ErrorCode, string>> = {
  unauthorized: 'Sign in to continue.',
  forbidden: 'Only the workspace’s owners can do this.',
  not_found: 'Not found.',
  too_many_requests: 'Too many attempts. Please wait a few minutes and try again.',
  internal: 'Something went wrong. Please try again.',
  payload_too_large: 'The request body is too large.',
  unsupported_media_type: 'Send the request body as application/json.',
};

/** The one error class of the server: a code from {@link errorCodes} and a user-facing message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  constructor(code: ErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? defaultMessages[code] ?? code, options);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorCodes[code];
  }
}

/** A typed not-found: services throw it for anything missing or not visible to the caller. */
export class NotFoundError extends AppError {
  constructor(what = 'Not found.') {
    super('not_found', what);
    this.name = 'NotFoundError';
  }
}
