import { z } from 'zod';

const uuidSchema = z.uuid();

/**
 * True for a UUID. Ids in paths are checked before they reach a uuid column: a malformed id names
 * nothing, so the service answers 404 (not a 500 from the database).
 */
export function isUuid(value: string): boolean {
  return uuidSchema.safeParse(value).success;
}
