import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@tessera/model/data';
import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  hasImportErrors,
  importContentTypeOf,
  importCountWording,
  importPercent,
  isActiveImport,
  ROWS_REFRESH_DURING_IMPORT_MS,
  rowErrorReason,
  shouldRefreshRows,
} from './import-file.ts';

describe('import files and progress', () => {
  it('sends CSV and Excel files with their type and refuses others', () => {
    expect(importContentTypeOf('People.CSV')).toBe(CSV_CONTENT_TYPE);
    expect(importContentTypeOf('book.xlsx')).toBe(XLSX_CONTENT_TYPE);
    expect(importContentTypeOf('book.xls')).toBeNull();
    expect(importContentTypeOf('notes.txt')).toBeNull();
  });

  it('measures progress by bytes read while the job runs', () => {
    expect(isActiveImport('queued')).toBe(true);
    expect(isActiveImport('failed')).toBe(false);
    expect(importPercent({ status: 'running', bytesRead: 250, bytesTotal: 1000 })).toBe(25);
    expect(importPercent({ status: 'queued', bytesRead: 0, bytesTotal: 0 })).toBe(0);
    expect(importPercent({ status: 'running', bytesRead: 2000, bytesTotal: 1000 })).toBe(100);
    expect(importPercent({ status: 'failed', bytesRead: 10, bytesTotal: 1000 })).toBe(100);
  });

  it('writes byte counts for people', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(100 * 1024 * 1024, 'en')).toBe('100 MB');
  });
});

describe('import errors', () => {
  it('lists errors once a job ended with rejected rows or failed', () => {
    expect(hasImportErrors({ status: 'running', rowsRejected: 3 })).toBe(false);
    expect(hasImportErrors({ status: 'succeeded', rowsRejected: 0 })).toBe(false);
    expect(hasImportErrors({ status: 'succeeded', rowsRejected: 1 })).toBe(true);
    expect(hasImportErrors({ status: 'failed', rowsRejected: 0 })).toBe(true);
  });

  it('counts an all-or-nothing import\'s rows as checked until it succeeds, and as none imported when it fails', () => {
    expect(importCountWording({ mode: 'allOrNothing', status: 'queued' })).toBe('checked');
    expect(importCountWording({ mode: 'allOrNothing', status: 'running' })).toBe('checked');
    expect(importCountWording({ mode: 'allOrNothing', status: 'failed' })).toBe('noneImported');
    expect(importCountWording({ mode: 'allOrNothing', status: 'succeeded' })).toBe('imported');
    expect(importCountWording({ mode: 'skipBadRows', status: 'running' })).toBe('imported');
    expect(importCountWording({ mode: 'skipBadRows', status: 'failed' })).toBe('imported');
  });

  it('shows a rejected row\'s reason without the line its label already gives', () => {
    expect(rowErrorReason({ line: 4, message: 'line 4: column points: "lots" is not a whole number' })).toBe('column points: "lots" is not a whole number');
    expect(rowErrorReason({ line: 4, message: 'line 14: something else' })).toBe('line 14: something else');
    expect(rowErrorReason({ line: 7, message: 'the file is not valid CSV' })).toBe('the file is not valid CSV');
  });
});

describe('rows read again while an import runs', () => {
  const seen = { rowsImported: 1000, at: 10_000 };
  const later = seen.at + ROWS_REFRESH_DURING_IMPORT_MS;
  const running = { mode: 'skipBadRows', status: 'running', rowsImported: 2000 } as const;

  it('reads them again once a skip-bad-rows import has committed more rows, every few seconds at most', () => {
    expect(shouldRefreshRows(running, seen, later)).toBe(true);
    expect(shouldRefreshRows(running, seen, later - 1)).toBe(false);
    expect(shouldRefreshRows({ ...running, rowsImported: 1000 }, seen, later)).toBe(false);
  });

  it('never for an all-or-nothing import, whose rows wait for its end, nor for one that is not running', () => {
    expect(shouldRefreshRows({ ...running, mode: 'allOrNothing' }, seen, later)).toBe(false);
    for (const status of ['queued', 'succeeded', 'failed'] as const) expect(shouldRefreshRows({ ...running, status }, seen, later), status).toBe(false);
  });
});
