import { sql } from 'kysely';
import { NO_MIGRATIONS } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/create-db.ts';
import { createMigrator, migrateToLatest } from '../../src/db/migrate.ts';
import { createTestDatabase, testDatabases } from '../helpers/databases.ts';
import { testConfig } from '../helpers/test-app.ts';

describe.each(testDatabases)('platform migrations on %s', (kind) => {
  it('an outbox row left unsent by the first version is never sent after the upgrade', async () => {
    const database = await createTestDatabase(kind);
    const db = createDb(testConfig({ database: database.config }).database);
    try {
      const first = await createMigrator(db).migrateTo('0001-accounts');
      expect(first.error).toBeUndefined();
      await db
        .insertInto('outboxEmails')
        .values({ to: 'old@example.com', subject: 'Old link', html: '<p>old</p>', text: 'old' } as never)
        .execute();

      await migrateToLatest(db);

      const row = await db.selectFrom('outboxEmails').selectAll().where('to', '=', 'old@example.com').executeTakeFirstOrThrow();
      expect(row.sentAt).toBeInstanceOf(Date);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('every migration goes down and up again, and the latest schema is the same after the round trip', async () => {
    const database = await createTestDatabase(kind);
    const db = createDb(testConfig({ database: database.config }).database);
    const columns = async () =>
      (
        await sql<{ column: string }>`SELECT table_name || '.' || column_name || ':' || data_type AS column FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1`.execute(db)
      ).rows.map((row) => row.column);
    try {
      await migrateToLatest(db);
      const latest = await columns();
      expect(latest).toContain('domains.name:text');
      expect(latest).toContain('end_users.roles:ARRAY');
      expect(latest).toContain('external_access_rules.access:jsonb');
      expect(latest).not.toContain('domains.managed_db_type:text');
      const down = await createMigrator(db).migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      expect((await columns()).filter((column) => !column.startsWith('kysely_'))).toEqual([]);
      await migrateToLatest(db);
      expect(await columns()).toEqual(latest);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
