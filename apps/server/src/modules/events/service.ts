import { PRODUCT_NAME } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { findUserById } from '../auth/queries.ts';
import { insertEvent } from './queries.ts';

type EventValue = string | number | boolean | null;

/** Usernames containing the product's name are the team's own accounts (spec §6). */
export function isInternalUsername(username: string | null | undefined): boolean {
  return typeof username === 'string' && username.toLowerCase().includes(PRODUCT_NAME.toLowerCase());
}

/**
 * Stores an analytics event. It is tagged internal when the signed-in user's username, the
 * given `username`, or a `username` property contains the product name.
 */
export async function recordEvent(
  db: Db,
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
  if (!username && event.userId) username = (await findUserById(db, event.userId))?.username ?? null;
  const propertyUsername = typeof properties.username === 'string' ? properties.username : null;
  await insertEvent(db, {
    name: event.name,
    properties,
    userId: event.userId ?? null,
    isInternal: isInternalUsername(username) || isInternalUsername(propertyUsername),
    createdAt: now,
  });
}
