import { sql, type Transaction } from 'kysely';
import { callerSettings } from './rls-settings.ts';

/**
 * Marks the transaction as the platform's own work on a project's tables (a migration's steps and
 * checks, an import's writes) without leaving the app database's user: the forced policies then
 * let it through as a builder. Needed where that user is no superuser (a superuser passes
 * anyway). Local to the transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app database transaction
export async function enterOwnerSession(trx: Transaction<any>): Promise<void> {
  await sql`select set_config(${callerSettings.principal}, 'builder', true), set_config(${callerSettings.userId}, '', true), set_config(${callerSettings.roles}, '', true)`.execute(trx);
}
