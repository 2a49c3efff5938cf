/**
 * Paths of the workspace API (issue 4). They live under `/api/` because the studio's own routes
 * take the first path segment as the workspace's name (`/{domainName}/projects`): an API path at
 * the root would clash with a workspace of the same name. `api` is a reserved workspace name.
 * Routes marked "scoped" act in the workspace named by the `domainName` header (spec §7);
 * a caller who is not a member gets 404.
 */
export const workspacePaths = {
  /** POST create a workspace (not scoped). */
  createDomain: '/api/domains',
  /** POST make a workspace the user's lastUsedDomainName (not scoped; membership checked). */
  selectDomain: '/api/domains/select',
  /** PATCH (scoped, owner) the workspace's settings: deleteModalType. */
  domainSettings: '/api/domain/settings',
  /** GET (scoped) members and pending invitations. */
  members: '/api/members',
  /** PATCH, DELETE (scoped, owner; a member may DELETE themself to leave). */
  member: '/api/members/:userId',
  /** POST (scoped, owner) invite by email. */
  invitations: '/api/invitations',
  /** POST (scoped, owner) send the invitation again with a new link. */
  resendInvitation: '/api/invitations/:invitationId/resend',
  /** DELETE (scoped, owner) revoke a pending invitation. */
  invitation: '/api/invitations/:invitationId',
  /** GET list (scoped), POST create (scoped). */
  projects: '/api/projects',
  /** GET, PATCH rename, DELETE (scoped). */
  project: '/api/projects/:projectId',
  /** PUT add, DELETE remove the caller's favourite (scoped). */
  projectFavorite: '/api/projects/:projectId/favorite',
  /** POST (scoped). */
  archiveProject: '/api/projects/:projectId/archive',
  restoreProject: '/api/projects/:projectId/restore',
  duplicateProject: '/api/projects/:projectId/duplicate',
  /** POST (scoped) the caller opened the project: it becomes their most recent. */
  openProject: '/api/projects/:projectId/open',
  /** GET list (summaries, no trees), POST create from a template (scoped; writes need a Developer seat). */
  screens: '/api/projects/:projectId/screens',
  /** GET the whole screen, PUT save (with its version), PATCH rename, DELETE (scoped). */
  screen: '/api/projects/:projectId/screens/:screenId',
  /** POST (scoped) copy a screen in its project. */
  duplicateScreen: '/api/projects/:projectId/screens/:screenId/duplicate',
  /** PUT (scoped) the screen the app opens on. */
  startScreen: '/api/projects/:projectId/start-screen',
  /** GET (scoped) the app's run settings, PUT replace them (Developer seat); the start screen is the one above. */
  appSettings: '/api/projects/:projectId/app-settings',
  /** GET (scoped) counts and plan usage for the dashboard. */
  dashboard: '/api/dashboard',
  /** GET the plans of spec §9 with their assets (signed in, not scoped). */
  plans: '/api/plans',
  /** GET (scoped) the workspace's plan, billing mode and usage meters. */
  subscription: '/api/subscription',
  /** POST (scoped, owner) change plan: at once (self-hosted) or through Stripe Checkout. */
  changeSubscription: '/api/subscription/change',
  /** POST Stripe's webhook (no bearer; the signature is checked). */
  stripeWebhook: '/api/billing/stripe/webhook',
  /** GET (scoped) the audit log, newest first, paged by cursor. */
  logs: '/api/logs',
  /** GET, PUT the signed-in user's preferences (not scoped). */
  preferences: '/api/preferences',
} as const;

/** Fills `:param` segments of a path. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
