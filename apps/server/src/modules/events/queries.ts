import type { Db } from '../../db/database.ts';

export async function insertEvent(
  db: Db,
  event: { name: string; properties: Record<string, unknown>; userId: string | null; isInternal: boolean; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('events')
    .values({ ...event, properties: JSON.stringify(event.properties) })
    .execute();
}
