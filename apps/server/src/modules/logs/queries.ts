import { sql } from 'kysely';
import type { LogAction } from '@tessera/model/workspace-api';
import type { Db } from '../../db/database.ts';
import { usernameOf } from '../users/queries.ts';

/** `%`, `_` and `\` match themselves in a LIKE pattern built from user text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export interface LogFilter {
  domainId: string;
  /** Entries with an id below this (the previous page's last id). */
  beforeId?: string | undefined;
  actionPrefix?: string | undefined;
  actorPart?: string | undefined;
  /** Inclusive lower bound. */
  from?: Date | undefined;
  /** Exclusive upper bound. */
  toExclusive?: Date | undefined;
  limit: number;
}

/** A page of a workspace's audit log, newest first (keyset on id). */
export function findLogEntries(db: Db, filter: LogFilter) {
  let query = db
    .selectFrom('logs')
    .select([
      sql<string>`id::text`.as('id'),
      'actorName',
      'action',
      'targetType',
      'targetId',
      'targetName',
      'details',
      'createdAt',
    ])
    .where('domainId', '=', filter.domainId);
  if (filter.beforeId) query = query.where(sql<boolean>`logs.id < ${filter.beforeId}::bigint`);
  if (filter.actionPrefix) query = query.where(sql<boolean>`action like ${`${escapeLike(filter.actionPrefix)}%`} escape '\\'`);
  if (filter.actorPart) query = query.where(sql<boolean>`actor_name ilike ${`%${escapeLike(filter.actorPart)}%`} escape '\\'`);
  if (filter.from) query = query.where('createdAt', '>=', filter.from);
  if (filter.toExclusive) query = query.where('createdAt', '<', filter.toExclusive);
  // Qualified: a bare `id` in ORDER BY would be the text alias above and sort '10' before '9'.
  return query.orderBy('logs.id', 'desc').limit(filter.limit).execute();
}

/**
 * Appends an audit-log entry. With an `actorId` the actor's name is the user's username, read in
 * the same statement; without one it is `actorName`.
 */
export async function insertLog(
  db: Db,
  row: {
    domainId: string;
    actorId: string | null;
    actorName: string;
    action: LogAction;
    targetType: string;
    targetId: string | null;
    targetName: string | null;
    details: string;
  },
): Promise<void> {
  const { actorId } = row;
  await db
    .insertInto('logs')
    .values({
      ...row,
      actorName: actorId ? usernameOf(db, actorId) : row.actorName,
    })
    .execute();
}
