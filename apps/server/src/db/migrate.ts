import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Database } from './database.ts';
import * as accounts from './migrations/0001-accounts.ts';
import * as signUpCodesAndOutboxRetry from './migrations/0002-signup-codes-and-outbox-retry.ts';
import * as outboxLogHint from './migrations/0003-outbox-log-hint.ts';
import * as workspaces from './migrations/0004-workspaces.ts';
import * as screens from './migrations/0005-screens.ts';
import * as accountHardening from './migrations/0006-account-hardening.ts';
import * as tokenGeneration from './migrations/0007-token-generation.ts';
import * as connectors from './migrations/0008-connectors.ts';
import * as managedDbTypeDerived from './migrations/0009-managed-db-type-derived.ts';
import * as restRequests from './migrations/0010-rest-requests.ts';
import * as endUsers from './migrations/0011-end-users.ts';
import * as externalAccess from './migrations/0012-external-access.ts';
import * as releases from './migrations/0013-releases.ts';
import * as appSettings from './migrations/0014-app-settings.ts';
import * as appAssets from './migrations/0015-app-assets.ts';
import * as endUserContestedPasswords from './migrations/0016-end-user-contested-passwords.ts';

/**
 * Migrations are imported statically (not read from a folder) so the bundled server carries
 * them. Names sort in the order they run; never rename or edit a shipped one, add a new one.
 */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-signup-codes-and-outbox-retry': signUpCodesAndOutboxRetry,
  '0003-outbox-log-hint': outboxLogHint,
  '0004-workspaces': workspaces,
  '0005-screens': screens,
  '0006-account-hardening': accountHardening,
  '0007-token-generation': tokenGeneration,
  '0008-connectors': connectors,
  '0009-managed-db-type-derived': managedDbTypeDerived,
  '0010-rest-requests': restRequests,
  '0011-end-users': endUsers,
  '0012-external-access': externalAccess,
  '0013-releases': releases,
  '0014-app-settings': appSettings,
  '0015-app-assets': appAssets,
  '0016-end-user-contested-passwords': endUserContestedPasswords,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** A Kysely migrator over the platform migrations (tests use it to stop at an older version). */
export function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider });
}

/** Brings the platform schema to the latest version; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
