import type { Db } from '../db/database.ts';

/** Stores an instance secret unless one of that name exists (the first writer wins). */
export async function insertInstanceSecretIfMissing(db: Db, name: string, value: string): Promise<void> {
  await db
    .insertInto('instanceSecrets')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** The stored value of an instance secret; throws when there is none. */
export async function findInstanceSecret(db: Db, name: string): Promise<string> {
  const row = await db.selectFrom('instanceSecrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
