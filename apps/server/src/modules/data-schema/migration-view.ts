import type { Migration } from '@tessera/model/data';
import type { MigrationRow } from './migration-queries.ts';

/** A migration as the history shows it; `liveSeq` is the last migration live has had. */
export function toMigration(row: MigrationRow, liveSeq: number): Migration {
  return {
    seq: row.seq,
    author: row.author_id !== null ? { id: row.author_id, username: row.author_username ?? '' } : null,
    createdAt: new Date(row.created_at).toISOString(),
    summary: row.summary,
    steps: row.steps.map((step) => ({ sql: step.sql, classification: step.classification })),
    appliedToLive: row.seq <= liveSeq,
  };
}
