/** The path of a page of a workspace: `/{domainName}/{page}` with the name URL-encoded. */
export function workspacePath(domainName: string, page: string): string {
  return `/${encodeURIComponent(domainName)}/${page}`;
}
