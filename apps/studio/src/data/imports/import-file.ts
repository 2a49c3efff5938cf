import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE, type ImportError, type ImportJob, type ImportStatus } from '@tessera/model/data';

/** The upload's `Content-Type` by the file's extension; null for a file the import does not read. */
export function importContentTypeOf(fileName: string): string | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return CSV_CONTENT_TYPE;
  if (lower.endsWith('.xlsx')) return XLSX_CONTENT_TYPE;
  return null;
}

/** True while the job may still change (the grid polls it). */
export function isActiveImport(status: ImportStatus): boolean {
  return status === 'queued' || status === 'running';
}

/** How far the job has read its file, 0–100 (100 once it finished, whatever it read). */
export function importPercent(job: Pick<ImportJob, 'status' | 'bytesRead' | 'bytesTotal'>): number {
  if (!isActiveImport(job.status)) return 100;
  if (job.bytesTotal <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((job.bytesRead / job.bytesTotal) * 100)));
}

/** While a skip-bad-rows import commits its batches, the grid reads the rows again at most this often. */
export const ROWS_REFRESH_DURING_IMPORT_MS = 5000;

/** The rows the grid last read while an import ran, and when. */
export interface RowsSeen {
  rowsImported: number;
  at: number;
}

/**
 * True when the grid should read the rows again while the job runs: a skip-bad-rows import
 * commits each batch as it goes (an all-or-nothing one holds every row back until it succeeds),
 * so once more rows are in than the grid last saw, and not more often than every few seconds.
 */
export function shouldRefreshRows(job: Pick<ImportJob, 'mode' | 'status' | 'rowsImported'>, seen: RowsSeen, now: number): boolean {
  return job.mode === 'skipBadRows' && job.status === 'running' && job.rowsImported > seen.rowsImported && now - seen.at >= ROWS_REFRESH_DURING_IMPORT_MS;
}

/** A byte count for people: `512 B`, `1.5 KB`, `12.3 MB`. */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** True once a job has ended with rows to list (rejected rows, or the row that failed it). */
export function hasImportErrors(job: Pick<ImportJob, 'status' | 'rowsRejected'>): boolean {
  return !isActiveImport(job.status) && (job.rowsRejected > 0 || job.status === 'failed');
}

/** Which sentence counts an import's rows, and the count it shows. */
export type ImportCountWording = 'imported' | 'checked' | 'noneImported';

/**
 * The row count as a builder should read it: an all-or-nothing import writes nothing to the table
 * until it succeeds, so while it runs its rows are "checked", and when it fails none was imported.
 */
export function importCountWording(job: Pick<ImportJob, 'mode' | 'status'>): ImportCountWording {
  if (job.mode !== 'allOrNothing' || job.status === 'succeeded') return 'imported';
  return job.status === 'failed' ? 'noneImported' : 'checked';
}

/**
 * A rejected row's reason as the errors list shows it, beside its own "Line N" label: the
 * server's message names the line too (for the download and the failure summary), so that
 * leading `line N: ` is left out here.
 */
export function rowErrorReason(error: Pick<ImportError, 'line' | 'message'>): string {
  const prefix = `line ${error.line}: `;
  return error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
}
