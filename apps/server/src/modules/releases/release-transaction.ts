import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import type { Database } from '../../db/database.ts';

/** Runs work on the app database from inside a platform transaction. */
export type OnAppDb = <T>(work: (appTrx: Transaction<AppDataDatabase>) => Promise<T>) => Promise<T>;

/**
 * A platform transaction for publishing, with the app database reachable from it. When builders'
 * data lives in the platform database (no `APP_DATABASE_URL`), the app database's work runs in
 * the same transaction: publishing commits or rolls back as one. When it is another database,
 * that work is a transaction of its own there, committed before the platform's: see
 * docs/decisions.md, "Publishing across two databases".
 */
export async function inReleaseTransaction<T>(ctx: AppContext, work: (trx: Transaction<Database>, onAppDb: OnAppDb) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const onAppDb: OnAppDb =
      ctx.config.appDatabaseUrl === null
        ? (appWork) => appWork(trx.withoutPlugins() as unknown as Transaction<AppDataDatabase>)
        : (appWork) => ctx.appDb.transaction().execute(appWork);
    return work(trx, onAppDb);
  });
}
