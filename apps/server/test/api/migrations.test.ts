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
});
