import { type Kysely, sql } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import type { Db } from '../../db/database.ts';

/**
 * Bytes taken by every table of the given schemas, with their indexes and TOAST
 * (`pg_total_relation_size`). Read from the catalogue only: no table is scanned.
 */
export async function schemasTotalBytes(db: Kysely<AppDataDatabase> | Db, schemaNames: readonly string[]): Promise<number> {
  if (schemaNames.length === 0) return 0;
  const { rows } = await sql<{ bytes: number }>`
    select coalesce(sum(pg_total_relation_size(c.oid)), 0)::float8 as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'm') and n.nspname in (${sql.join(schemaNames.map((name) => sql`${name}`))})`.execute(db);
  return rows[0]?.bytes ?? 0;
}
