import type { Db } from '../../db/database.ts';

/** One audit-log entry: who (by user id; the username is looked up) did what to which target. */
export interface LogInput {
  domainId: string;
  actorId: string;
  /** Dotted verb: 'project.created', 'member.invited', 'subscription.changed'… */
  action: string;
  targetType: 'workspace' | 'project' | 'member' | 'invitation' | 'subscription' | 'settings';
  targetId?: string | null;
  targetName?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends to the workspace's audit log. Call it with the transaction of the change it records,
 * so the change and its entry commit together or not at all.
 */
export async function recordLog(db: Db, entry: LogInput): Promise<void> {
  await db
    .insertInto('logs')
    .values((eb) => ({
      domainId: entry.domainId,
      actorId: entry.actorId,
      actorName: eb.selectFrom('users').select('username').where('id', '=', entry.actorId),
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? null,
      targetName: entry.targetName ?? null,
      details: JSON.stringify(entry.details ?? {}),
    }))
    .execute();
}
