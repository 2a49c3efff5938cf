import { createHash } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';

/**
 * Names of the constraints and indexes Tessera makes, derived from the ids of the table and the
 * column or index, so they survive renames and are the same in draft and live. Index names are
 * unique per schema in Postgres; 20 hex digits of a hash keep them apart and under 63 bytes.
 */
function derivedName(prefix: string, ...ids: string[]): string {
  return `${prefix}_${createHash('sha256').update(ids.join('\u0000')).digest('hex').slice(0, 20)}`;
}

export const uniqueConstraintName = (tableId: string, columnId: string) => derivedName('uq', tableId, columnId);
export const enumCheckName = (tableId: string, columnId: string) => derivedName('ck', tableId, columnId);
export const foreignKeyName = (tableId: string, columnId: string) => derivedName('fk', tableId, columnId);
/** The index on a foreign-key column, for joins from the parent (embeds, cascades). */
export const foreignKeyIndexName = (tableId: string, columnId: string) => derivedName('fx', tableId, columnId);
export const indexName = (tableId: string, indexId: string) => derivedName('ix', tableId, indexId);

/** `"schema"."table"`, both quoted. */
export const qualified = (schema: string, table: string): RawBuilder<unknown> => sql`${sql.id(schema, table)}`;
