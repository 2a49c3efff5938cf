import { sql } from 'kysely';
import type { AppIcon } from '@tessera/model/releases';
import type { Db } from '../../db/database.ts';

/**
 * Stores an asset under its hash; the same bytes are already there and stay as they are. The row
 * is locked either way (a no-op update), so a removal of orphaned assets waits for this
 * transaction, which then holds it through the project's reference.
 */
export async function insertAppAsset(db: Db, asset: AppIcon & { bytes: Uint8Array }, now: Date): Promise<void> {
  await db
    .insertInto('appAssets')
    .values({ hash: asset.hash, mediaType: asset.mediaType, width: asset.width, height: asset.height, bytes: asset.bytes, createdAt: now })
    .onConflict((conflict) => conflict.column('hash').doUpdateSet((eb) => ({ createdAt: eb.ref('appAssets.createdAt') })))
    .execute();
}

/** An asset's bytes and type by hash. */
export function findAppAsset(db: Db, hash: string) {
  return db.selectFrom('appAssets').select(['mediaType', 'bytes']).where('hash', '=', hash).executeTakeFirst();
}

/** Whether an asset of this hash is stored (a revalidation needs no bytes). */
export async function appAssetExists(db: Db, hash: string): Promise<boolean> {
  return (await db.selectFrom('appAssets').select('hash').where('hash', '=', hash).executeTakeFirst()) !== undefined;
}

/** The project's draft icon (the caller found the project in its workspace first). */
export async function findProjectIcon(db: Db, projectId: string): Promise<AppIcon | null> {
  const row = await db
    .selectFrom('projects as p')
    .innerJoin('appAssets as a', 'a.hash', 'p.iconHash')
    .select(['a.hash', 'a.mediaType', 'a.width', 'a.height'])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  return row ? { hash: row.hash, mediaType: row.mediaType as AppIcon['mediaType'], width: row.width, height: row.height } : null;
}

/** Points the project at its draft icon, or back at the default one (null). */
export async function setProjectIcon(db: Db, projectId: string, hash: string | null, now: Date): Promise<void> {
  await db.updateTable('projects').set({ iconHash: hash, updatedAt: now }).where('id', '=', projectId).execute();
}

/**
 * Removes the assets no project and no release content names any more (`only`: just those
 * hashes). The project's reference is a foreign key, so an asset a project takes meanwhile makes
 * the removal fail rather than go; a release can only freeze an icon its project holds.
 */
export async function deleteOrphanAssets(db: Db, only?: readonly string[]): Promise<void> {
  if (only?.length === 0) return;
  let query = db
    .deleteFrom('appAssets')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('projects').select('projects.id').whereRef('projects.iconHash', '=', 'appAssets.hash'))))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('releaseContents').select('releaseContents.hash').where((eb) => eb(sql<string>`content #>> '{icon,hash}'`, '=', eb.ref('appAssets.hash'))))),
    );
  if (only) query = query.where('appAssets.hash', 'in', [...only]);
  await query.execute();
}
