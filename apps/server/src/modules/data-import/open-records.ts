import { XLSX_CONTENT_TYPE } from '@tessera/model/data';
import { csvRecords, type FileRecords } from './file-records.ts';
import { type AppDb, type ImportJobRow, readChunks } from './queries.ts';
import { xlsxRecords } from './xlsx-records.ts';

/** The rows of an import's stored file, read through `db`, by its type. */
export function openRecords(db: AppDb, job: Pick<ImportJobRow, 'id' | 'content_type'>): FileRecords {
  const file = readChunks(db, job.id);
  return job.content_type === XLSX_CONTENT_TYPE ? xlsxRecords(file) : csvRecords(file);
}
