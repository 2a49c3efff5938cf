import type { AppConfig } from '../../config.ts';
import { PRODUCT_NAME } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { findUserById } from '../users/queries.ts';
import { normalizeUsername } from '../users/username.ts';
import { insertEvent } from './queries.ts';

type EventValue = string | number | boolean | null;

/** What recording an event needs: the database and the configured internal developers. */
export interface EventContext {
  db: Db;
  config: Pick<AppConfig, 'internalDevelopers'>;
}

/**
 * The team's own accounts (spec §6): a username containing the product's name, or one of the
 * configured internal developers (`TESSERA_INTERNAL_DEVELOPERS`, compared ignoring case).
 */
export function isInternalUsername(username: string | null | undefined, internalDevelopers: readonly string[] = []): boolean {
  if (typeof username !== 'string') return false;
  const name = normalizeUsername(username);
  return name.includes(PRODUCT_NAME.toLowerCase()) || internalDevelopers.includes(name);
}

/**
 * Stores an analytics event. It is tagged internal when the signed-in user's username, the
 * given `username`, or a `username` property belongs to the team (see {@link isInternalUsername}).
 */
export async function recordEvent(
  ctx: EventContext,
  event: {
    name: string;
    properties?: Record<string, EventValue> | undefined;
    userId?: string | null;
    username?: string | null;
  },
  now: Date,
): Promise<void> {
  const properties = event.properties ?? {};
  let username = event.username ?? null;
  if (!username && event.userId) username = (await findUserById(ctx.db, event.userId))?.username ?? null;
  const propertyUsername = typeof properties.username === 'string' ? properties.username : null;
  const internal = ctx.config.internalDevelopers;
  await insertEvent(ctx.db, {
    name: event.name,
    properties,
    userId: event.userId ?? null,
    isInternal: isInternalUsername(username, internal) || isInternalUsername(propertyUsername, internal),
    createdAt: now,
  });
}
