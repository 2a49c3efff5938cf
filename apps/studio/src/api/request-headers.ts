import { requestHeaders } from '@tessera/model';

/**
 * The header names as the studio sends them (spec §7 spelling). HTTP header names are
 * case-insensitive; each one lower-cases to the name in the shared `requestHeaders` contract,
 * which a unit test checks.
 */
export const outgoingHeaderNames = {
  domainName: 'domainName',
  currentProjectId: 'currentProjectId',
  clientId: 'x-clientid',
} as const satisfies Record<keyof typeof requestHeaders, string>;

/**
 * First path segments that are not a workspace: the public routes of spec §2 and the
 * workspace-less authenticated pages. On these the `domainName` header is empty.
 */
const nonDomainSegments = new Set([
  '',
  'redirect',
  'login',
  'signup',
  'forgotpassword',
  'changepassword',
  'passwordchangesuccess',
  'resetpassword',
  'confirm-email',
  'invitation',
  'email-confirmation',
  'unsupported-device',
  'definitions',
  'signup.html',
]);

/**
 * The workspace a path belongs to: its first segment, or '' on the root, the sign-in and sign-up
 * screens and the other public routes.
 */
export function domainNameFromPath(pathname: string): string {
  const raw = pathname.split('/').find((segment, index) => index > 0 || segment !== '') ?? '';
  let segment = raw;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    // A malformed escape: keep the raw segment.
  }
  if (nonDomainSegments.has(segment.toLowerCase())) return '';
  // Header values must be Latin-1; a non-ASCII workspace name travels percent-encoded.
  return /^[\x20-\x7e]*$/.test(segment) ? segment : raw;
}

/** Everything the headers depend on, read fresh for every request. */
export interface HeaderContext {
  pathname: string;
  accessToken: string | null;
  userId: string | null;
  currentProjectId: string | null;
}

/** The spec §7 headers for one request. `domainName` is always present, possibly empty. */
export function buildRequestHeaders(context: HeaderContext): Record<string, string> {
  const headers: Record<string, string> = {
    [outgoingHeaderNames.domainName]: domainNameFromPath(context.pathname),
  };
  if (context.accessToken) headers.Authorization = `Bearer ${context.accessToken}`;
  if (context.currentProjectId) headers[outgoingHeaderNames.currentProjectId] = context.currentProjectId;
  if (context.userId) headers[outgoingHeaderNames.clientId] = context.userId;
  return headers;
}

/** The `sub` claim of a JWT, without verifying it (the server does that); null if unreadable. */
export function readJwtSubject(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as unknown;
    const sub = (json as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}
