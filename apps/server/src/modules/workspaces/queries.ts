import type { Db } from '../../db/database.ts';

/** Makes a workspace the user's lastUsedDomainName. */
export async function setLastUsedDomain(db: Db, userId: string, domainId: string): Promise<void> {
  await db.updateTable('users').set({ lastUsedDomainId: domainId }).where('id', '=', userId).execute();
}
