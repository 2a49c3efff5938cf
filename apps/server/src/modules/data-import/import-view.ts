import type { ImportJob } from '@tessera/model/data';
import type { ImportJobRow } from './queries.ts';

/** An import as the API answers it. */
export function importView(row: ImportJobRow): ImportJob {
  return {
    id: row.id,
    tableName: row.table_name,
    fileName: row.file_name,
    mode: row.mode,
    status: row.status,
    bytesTotal: Number(row.bytes_total),
    bytesRead: Number(row.bytes_read),
    rowsImported: Number(row.rows_imported),
    rowsRejected: Number(row.rows_rejected),
    message: row.message,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}
