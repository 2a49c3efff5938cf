import { sql } from 'kysely';
import { shownHost } from '../../net/egress/errors.ts';
import { SqlConnectionError } from './connection-failure.ts';
import type { SqlHandle } from './sql-handle.ts';

/** The statement each kind answers its version with. */
const versionQueries = {
  postgres: sql<{ version: string }>`SELECT version() AS version`,
  mysql: sql<{ version: string }>`SELECT version() AS version`,
  mssql: sql<{ version: string }>`SELECT @@VERSION AS version`,
  // PRODUCT_COMPONENT_VERSION is readable by every user (V$VERSION is not).
  oracle: sql<{ version: string }>`SELECT product || ' ' || version AS "version" FROM product_component_version WHERE product LIKE 'Oracle%' AND ROWNUM = 1`,
};

/** The server's version string as it reports it (`PostgreSQL 15.2 on …`, `10.11.6-MariaDB-…`, `Microsoft SQL Server 2022 …`, `Oracle Database 23ai … 23.0.0.0.0`). */
export async function serverVersion(handle: SqlHandle): Promise<string> {
  const { rows } = await versionQueries[handle.kind].execute(handle.db);
  return String(rows[0]?.version ?? '').trim();
}

/**
 * Proves the login may read the database, beyond connecting: the catalog answers, and on
 * Postgres the user may use `schema` (a database's tables are out of reach without USAGE on
 * their schema). MySQL checks the database's privileges at connection already (1044), SQL
 * Server too (4060, 916), and Oracle refuses a login without CREATE SESSION (ORA-01045).
 */
export async function assertReadable(handle: SqlHandle, schema = 'public'): Promise<void> {
  const { subject } = handle;
  const denied = (what: string) =>
    new SqlConnectionError(
      'privileges',
      `User "${subject.user}" reached ${shownHost(subject.host)} (port ${subject.port}) but may not read ${what}. Grant it access, then try again.`,
      null,
    );
  if (handle.kind === 'postgres') {
    const { rows } = await sql<{ present: boolean; usable: boolean | null }>`
      SELECT count(n.nspname) > 0 AS present, bool_and(has_schema_privilege(n.oid, 'USAGE')) AS usable
      FROM pg_catalog.pg_namespace n WHERE n.nspname = ${schema}`.execute(handle.db);
    if (rows[0]?.present && !rows[0].usable) throw denied(`schema "${schema}" of database "${subject.database}"`);
    return;
  }
  if (handle.kind === 'mssql') await sql`SELECT TOP 1 1 AS one FROM INFORMATION_SCHEMA.TABLES`.execute(handle.db);
  else if (handle.kind === 'oracle') await sql`SELECT 1 AS "one" FROM all_tables WHERE ROWNUM = 1`.execute(handle.db);
  else await sql`SELECT 1 FROM information_schema.tables WHERE table_schema = DATABASE() LIMIT 1`.execute(handle.db);
}
