import type { ClientError } from './client-result.ts';

/** The data API's code of a refusal by an access rule (PostgREST's `42501`). */
export const PERMISSION_DENIED_CODE = '42501';

/**
 * What an end user reads when a form's write is refused by the table's access rules: the data
 * API's own message ("permission denied to insert into table tasks") speaks to developers, so
 * the app says it plainly — sign in first (401: a visitor) or ask for the right (403: a signed-in
 * end user whose roles do not pass). Any other error keeps the server's message.
 */
export function dataRefusalMessage(error: ClientError, operation: 'insert' | 'update', table: string): string {
  if (error.code !== PERMISSION_DENIED_CODE) return error.message;
  const what = operation === 'insert' ? `add to ${table}` : `change ${table}`;
  return error.status === 401 ? `Sign in to ${what}.` : `You are not allowed to ${what}. Ask the app’s owner for access.`;
}
