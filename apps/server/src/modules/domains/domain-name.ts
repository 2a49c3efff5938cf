/**
 * Names a workspace may not take: they are the studio's or the API's own first path segments
 * (spec §2 routes, the accounts API at the root, the workspace API under `/api/`), so
 * `/{domainName}/…` could never reach them; plus words kept for routes to come (the API family,
 * published apps, webhooks) and names that would read as the product's own pages.
 */
const reservedNames = new Set([
  'redirect', 'unsupported-device', 'login', 'signup', 'forgotpassword', 'changepassword',
  'passwordchangesuccess', 'resetpassword', 'confirm-email', 'invitation', 'email-confirmation',
  'definitions', 'auth', 'invitations', 'domain', 'domains', 'events', 'config', 'health', 'docs',
  'api', 'assets', 'static', 'index.html', 'favicon.ico', 'signup.html', 'admin', 'www',
  // The API family and service routes.
  'apis', 'api-docs', 'openapi', 'swagger', 'graphql', 'rest', 'v1', 'v2', 'webhook', 'webhooks',
  'billing', 'stripe', 'oauth', 'sso', 'status', 'metrics', 'ws', 'socket', 'cdn', 'files', 'uploads',
  // Published apps and the studio's own words.
  'app', 'apps', 'player', 'preview', 'public', 'studio', 'settings', 'account', 'help', 'support',
  'internal', 'system', 'root', 'null', 'undefined', 'new', 'tessera',
]);

/**
 * A workspace name as stored and compared: trimmed and lower-cased (a header, a link or a form
 * may carry it with other case or spaces around it).
 */
export function normalizeDomainName(name: string): string {
  return name.trim().toLowerCase();
}

/** True when a workspace name is one of the reserved route words (compared ignoring case). */
export function isReservedDomainName(name: string): boolean {
  return reservedNames.has(normalizeDomainName(name));
}

const MAX_LENGTH = 40;

/**
 * A URL-safe, lower-case workspace name from an email's local part (`Ada.Lovelace+x@…` →
 * `ada-lovelace-x`), falling back to 'workspace'. Pure; uniqueness is the caller's job.
 */
export function baseDomainName(email: string): string {
  const local = email.split('@')[0] ?? '';
  const slug = local
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/, '');
  if (!slug || reservedNames.has(slug)) return slug ? `${slug}-workspace` : 'workspace';
  return slug;
}

/** Candidates in the order they are tried: the base, then base-2 … base-9. */
export function domainNameCandidates(base: string): string[] {
  return [base, ...Array.from({ length: 8 }, (_, index) => `${base}-${index + 2}`)];
}
