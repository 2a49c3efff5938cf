import type { Db } from '../../db/database.ts';

/** The stored run settings of a project (the caller found the project in its workspace first). */
export async function findStoredAppSettings(db: Db, projectId: string): Promise<unknown> {
  const row = await db.selectFrom('projects').select('appSettings').where('id', '=', projectId).executeTakeFirstOrThrow();
  return row.appSettings;
}

/** Replaces the stored run settings and the start screen in one update. */
export async function updateAppSettings(db: Db, projectId: string, stored: object, startScreenId: string | null, now: Date): Promise<void> {
  await db
    .updateTable('projects')
    .set({ appSettings: JSON.stringify(stored), startScreenId, updatedAt: now })
    .where('id', '=', projectId)
    .execute();
}
