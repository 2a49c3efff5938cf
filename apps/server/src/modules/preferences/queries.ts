import type { Db } from '../../db/database.ts';

// The preferences' own columns of the user rows (language, time zone, date format): the one SQL on
// `users` outside modules/users/queries.ts (see apps/server/src/README.md).

export function findPreferences(db: Db, userId: string) {
  return db.selectFrom('users').select(['language', 'timeZone', 'dateFormat']).where('id', '=', userId).executeTakeFirst();
}

export async function updatePreferences(
  db: Db,
  userId: string,
  preferences: { language: string; timeZone: string; dateFormat: string },
): Promise<void> {
  await db.updateTable('users').set(preferences).where('id', '=', userId).execute();
}
