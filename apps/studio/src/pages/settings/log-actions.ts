import type { LogAction } from '@tessera/model/workspace-api';
import type { TranslationKey } from '../../i18n/index.ts';

/**
 * The audit-log actions the studio words (the server's dotted verbs, `logActions` of the model),
 * grouped by what they act on. Every verb of the shared list is in a group (checked by a test); an
 * action of an older server not listed here is shown as the server wrote it.
 */
export const logActionGroups = [
  {
    prefix: 'project',
    label: 'settings.logs.groups.project',
    actions: ['project.created', 'project.renamed', 'project.archived', 'project.restored', 'project.deleted', 'project.duplicated', 'project.app_settings_updated', 'project.app_icon_changed', 'project.app_icon_removed'],
  },
  {
    prefix: 'member',
    label: 'settings.logs.groups.member',
    actions: ['member.invited', 'member.joined', 'member.updated', 'member.removed'],
  },
  {
    prefix: 'invitation',
    label: 'settings.logs.groups.invitation',
    actions: ['invitation.resent', 'invitation.revoked', 'invitation.declined'],
  },
  {
    prefix: 'screen',
    label: 'settings.logs.groups.screen',
    actions: ['screen.created', 'screen.renamed', 'screen.duplicated', 'screen.deleted', 'screen.start_screen_set'],
  },
  {
    prefix: 'connector',
    label: 'settings.logs.groups.connector',
    actions: ['connector.created', 'connector.updated', 'connector.deleted', 'connector.request.created', 'connector.request.updated', 'connector.request.deleted'],
  },
  { prefix: 'release', label: 'settings.logs.groups.release', actions: ['release.published', 'release.rolledBack'] },
  { prefix: 'endUser', label: 'settings.logs.groups.endUser', actions: ['endUser.updated', 'endUser.deleted'] },
  {
    prefix: 'subscription',
    label: 'settings.logs.groups.subscription',
    actions: ['subscription.changed', 'subscription.checkout_started', 'subscription.checkout_ignored', 'subscription.over_allowance'],
  },
  { prefix: 'settings', label: 'settings.logs.groups.settings', actions: ['settings.updated'] },
  { prefix: 'workspace', label: 'settings.logs.groups.workspace', actions: ['workspace.created'] },
] as const satisfies readonly { prefix: string; label: TranslationKey; actions: readonly LogAction[] }[];

type KnownAction = (typeof logActionGroups)[number]['actions'][number];

const known = new Set<string>(logActionGroups.flatMap((group) => group.actions));

/** The translation key of an action's words ('project.created' → "created project"), or null. */
export function logActionKey(action: string): TranslationKey | null {
  // Each known action has a key of the same path under settings.logs.actions (checked by a test).
  return known.has(action) ? (`settings.logs.actions.${action as KnownAction}` as TranslationKey) : null;
}

/**
 * The words of one entry: as its action, except a member who removed themself, which the server
 * records as `member.removed` with `details.left`.
 */
export function logEntryKey(entry: { action: string; details: Record<string, unknown> }): TranslationKey | null {
  if (entry.action === 'member.removed' && entry.details.left === true) return 'settings.logs.actions.member.left';
  return logActionKey(entry.action);
}
