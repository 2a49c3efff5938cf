/**
 * Which app an address of the player names: a published one
 * (`/apps/{domainName}/{projectSlug}/…`, `PLAYER_BASE_PATH`) or the studio's draft in a Run tab
 * (`/run/{projectId}/…`). `basePath` is the app's own address, ending with `/`.
 */
export type PlayerRoute =
  | { kind: 'published'; domainName: string; projectSlug: string; basePath: string }
  | { kind: 'run'; projectId: string; basePath: string };

const segment = '([^/]+)';

export function playerRouteOf(pathname: string): PlayerRoute | null {
  const published = new RegExp(`^/apps/${segment}/${segment}(?:/|$)`).exec(pathname);
  if (published) {
    const [, domainName, projectSlug] = published as unknown as [string, string, string];
    return { kind: 'published', domainName: decodeURIComponent(domainName), projectSlug: decodeURIComponent(projectSlug), basePath: `/apps/${domainName}/${projectSlug}/` };
  }
  const run = new RegExp(`^/run/${segment}(?:/|$)`).exec(pathname);
  if (run) {
    const [, projectId] = run as unknown as [string, string];
    return { kind: 'run', projectId: decodeURIComponent(projectId), basePath: `/run/${projectId}/` };
  }
  return null;
}
