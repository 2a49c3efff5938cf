import { CompiledQuery, type Kysely, sql } from 'kysely';
import { type Db as BossDb, fromKysely } from 'pg-boss';
import { splitSqlStatements } from './sql-statements.ts';

/**
 * pg-boss's database: the platform database's own Kysely connection (without the CamelCase
 * plugin: pg-boss reads its snake_case columns). A statement with parameters goes through
 * pg-boss's Kysely adapter as is. A parameterless script (its schema, migrations and `locked()`
 * maintenance blocks: `BEGIN; …; COMMIT`) runs statement by statement on one pinned connection,
 * with the rows of every statement returned, as node-postgres answers a multi-statement query.
 *
 * On PGlite this is what keeps pg-boss out of the app's transactions: Kysely's PGlite driver hands
 * its single connection to one caller at a time, so a pg-boss statement waits for a running
 * transaction to end instead of landing inside it.
 */
export function bossDatabase<DB>(db: Kysely<DB>): BossDb {
  const plain = db.withoutPlugins();
  const parametered = fromKysely(plain);
  return {
    async executeSql(text, values) {
      if (values?.length) return parametered.executeSql(text, values);
      return plain.connection().execute(async (connection) => {
        const rows: unknown[] = [];
        try {
          for (const statement of splitSqlStatements(text)) {
            const result = await connection.executeQuery(CompiledQuery.raw(statement, []));
            rows.push(...result.rows);
          }
        } catch (error) {
          // A failed statement inside the script's BEGIN leaves the connection in an aborted
          // transaction; end it before the connection goes back to the app (a no-op outside one).
          await sql`rollback`.execute(connection).catch(() => undefined);
          throw error;
        }
        return { rows };
      });
    },
  };
}
