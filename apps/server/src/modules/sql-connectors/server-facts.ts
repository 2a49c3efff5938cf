import { sql } from 'kysely';
import { shownHost } from '../../net/egress/errors.ts';
import { SqlConnectionError } from './connection-failure.ts';
import type { SqlHandle } from './sql-handle.ts';

/** The server's version string as it reports it (`PostgreSQL 15.2 on …`, `10.11.6-MariaDB-…`). */
export async function serverVersion(handle: SqlHandle): Promise<string> {
  const { rows } = await sql<{ version: string }>`SELECT version() AS version`.execute(handle.db);
  return String(rows[0]?.version ?? '');
}

/**
 * Proves the login may read the database, beyond connecting: the catalog answers, and on
 * Postgres the user may use `schema` (a database's tables are out of reach without USAGE on
 * their schema). MySQL checks the database's privileges at connection already (1044).
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
  await sql`SELECT 1 FROM information_schema.tables WHERE table_schema = DATABASE() LIMIT 1`.execute(handle.db);
}
