/**
 * Every verb the server writes to a workspace's audit log (`logs.action`), dotted as
 * `{what it acts on}.{what happened}`. The server's log writers accept only these, and the studio
 * words each one (a test there fails for a verb without words), so a new verb starts here.
 */
export const logActions = [
  'workspace.created',
  'settings.updated',
  'project.created',
  'project.renamed',
  'project.archived',
  'project.restored',
  'project.deleted',
  'project.duplicated',
  'project.app_settings_updated',
  'project.app_icon_changed',
  'project.app_icon_removed',
  'member.invited',
  'member.joined',
  'member.updated',
  'member.removed',
  'invitation.resent',
  'invitation.revoked',
  'invitation.declined',
  'screen.created',
  'screen.renamed',
  'screen.duplicated',
  'screen.deleted',
  'screen.start_screen_set',
  'connector.created',
  'connector.updated',
  'connector.deleted',
  'connector.request.created',
  'connector.request.updated',
  'connector.request.deleted',
  'release.published',
  'release.rolledBack',
  'endUser.updated',
  'endUser.deleted',
  'subscription.changed',
  'subscription.checkout_started',
  'subscription.checkout_ignored',
  'subscription.over_allowance',
] as const;

/** One audit-log verb. */
export type LogAction = (typeof logActions)[number];
