import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';
import { createDb } from '../create-db.ts';
import type { AppDataDatabase } from './catalog-tables.ts';
import { migrateAppCatalog } from './catalog-migrations.ts';

/** The app database and whether it is a connection of its own (closed with the app). */
export interface AppDatabase {
  appDb: Kysely<AppDataDatabase>;
  separate: boolean;
}

/**
 * Opens the database of builders' data with its catalogue migrated: the platform database's own
 * connection (PGlite has a single one, shared) unless `appDatabaseUrl` names another Postgres.
 * Either way without the CamelCase plugin: builders' column names are kept as they are.
 */
export async function openAppDatabase(platformDb: Kysely<Database>, appDatabaseUrl: string | null): Promise<AppDatabase> {
  const base = appDatabaseUrl ? createDb({ kind: 'postgres', url: appDatabaseUrl }) : platformDb;
  const appDb = base.withoutPlugins() as unknown as Kysely<AppDataDatabase>;
  await migrateAppCatalog(appDb);
  return { appDb, separate: appDatabaseUrl !== null };
}
