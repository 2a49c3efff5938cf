import type { LogAction } from '@tessera/model/workspace-api';
import type { Db } from '../../db/database.ts';
import { insertLog } from './queries.ts';

/** One audit-log entry: who (by user id; the username is looked up) did what to which target. */
export interface LogInput {
  domainId: string;
  /** The acting user; null for someone without an account here (e.g. an invitee declining). */
  actorId: string | null;
  /** The name shown when `actorId` is null (e.g. the invitee's email). */
  actorName?: string;
  /** Dotted verb: 'project.created', 'member.invited'… (the shared list: each one has words in the studio). */
  action: LogAction;
  targetType: 'workspace' | 'project' | 'member' | 'invitation' | 'subscription' | 'settings' | 'screen' | 'connector' | 'endUser';
  targetId?: string | null;
  targetName?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends to the workspace's audit log. Call it with the transaction of the change it records,
 * so the change and its entry commit together or not at all.
 */
export async function recordLog(db: Db, entry: LogInput): Promise<void> {
  await insertLog(db, {
    domainId: entry.domainId,
    actorId: entry.actorId,
    actorName: entry.actorName ?? 'unknown',
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetName: entry.targetName ?? null,
    details: JSON.stringify(entry.details ?? {}),
  });
}
