import { timeZones } from '@tessera/catalog';
import type { LogsResponse } from '@tessera/model/workspace-api';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { exclusiveEnd, MAX_YEAR, MIN_YEAR, parseDateBound } from './date-bounds.ts';
import { findUserTimeZone } from '../users/queries.ts';
import { findLogEntries } from './queries.ts';

export const logMessages = {
  badDate: (field: 'from' | 'to') => `${field}: Enter a date as YYYY-MM-DD (or YYYY-MM-DDTHH:mm:ss).`,
  fromAfterTo: 'from: The start date is after the end date.',
  beforeMinYear: (field: 'from' | 'to') => `${field}: Enter a date from ${MIN_YEAR} on.`,
  afterMaxYear: (field: 'from' | 'to') => `${field}: Enter a date before the year ${MAX_YEAR + 1}.`,
} as const;

export interface LogsQuery {
  cursor?: string | undefined;
  limit: number;
  action?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * GET /api/logs (any member): the workspace's audit log, newest first, `limit` entries a page;
 * `cursor` is the previous page's last id and `nextCursor` is null on the last page. Filters: an
 * action prefix, part of the actor's username (LIKE wildcards match themselves), and dates from
 * and to, both inclusive, read in the caller's time zone preference.
 */
export async function listLogs(ctx: AppContext, caller: { userId: string; domainId: string }, query: LogsQuery): Promise<LogsResponse> {
  const needsZone = Boolean(query.from || query.to);
  const zoneId = needsZone ? await findUserTimeZone(ctx.db, caller.userId) : undefined;
  const offset = timeZones.find((zone) => zone.id === zoneId)?.offsetMinutes ?? 0;
  const readBound = (field: 'from' | 'to', text: string | undefined) => {
    if (!text) return undefined;
    const bound = parseDateBound(text, offset);
    if (bound === null) throw new AppError('validation_failed', logMessages.badDate(field));
    if (bound === 'before_min_year') throw new AppError('validation_failed', logMessages.beforeMinYear(field));
    if (bound === 'after_max_year') throw new AppError('validation_failed', logMessages.afterMaxYear(field));
    return bound;
  };
  const from = readBound('from', query.from);
  const to = readBound('to', query.to);
  const toExclusive = to ? exclusiveEnd(to) : undefined;
  if (from && toExclusive && from.start.getTime() >= toExclusive.getTime()) throw new AppError('validation_failed', logMessages.fromAfterTo);

  const rows = await findLogEntries(ctx.db, {
    domainId: caller.domainId,
    beforeId: query.cursor,
    actionPrefix: query.action?.trim() || undefined,
    actorPart: query.actor?.trim() || undefined,
    from: from?.start,
    toExclusive,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
