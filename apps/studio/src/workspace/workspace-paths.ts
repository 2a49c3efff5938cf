/**
 * The path of a page of a workspace: `workspaceHref('acme', 'projects/archive')` is
 * `/acme/projects/archive`. The name is encoded as one path segment.
 */
export function workspaceHref(domainName: string, page = ''): string {
  const base = `/${encodeURIComponent(domainName)}`;
  return page ? `${base}/${page}` : base;
}

/** The end users of a project's app (`/{domainName}/projects/{projectId}/end-users`). */
export function endUsersHref(domainName: string, projectId: string): string {
  return workspaceHref(domainName, `projects/${encodeURIComponent(projectId)}/end-users`);
}

/** The design studio of a project (spec §2 `/{domainName}/sd/{sdId}`). */
export function projectHref(domainName: string, projectId: string): string {
  return workspaceHref(domainName, `sd/${encodeURIComponent(projectId)}`);
}

/**
 * Where a workspace's `redirectUrl` (spec §3 redirectDomainToUrl) may send the browser: only an
 * http(s) address on another origin (the same origin would load this page again, for ever).
 */
export function safeRedirectUrl(url: string | null | undefined, currentOrigin: string): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.origin === currentOrigin) return null;
  return parsed.href;
}
