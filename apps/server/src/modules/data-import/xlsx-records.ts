import { Transform, type Readable } from 'node:stream';
import type { Cell } from './column-values.ts';
import { type FileRecord, FileFormatError } from './file-records.ts';

/** An Excel cell value as exceljs reads it. */
type ExcelValue = null | undefined | string | number | boolean | Date | { [key: string]: unknown };

/** The value a cell shows: rich text as its text, a link as its text, a formula as its result. */
function cellOf(value: ExcelValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value.richText)) return (value.richText as Array<{ text?: string }>).map((run) => run.text ?? '').join('');
  if ('result' in value) return cellOf(value.result as ExcelValue);
  if (typeof value.text === 'string') return value.text;
  if (typeof value.error === 'string') return value.error;
  return null;
}

/** Rows handed over together. */
const XLSX_RUN_ROWS = 1_000;

/**
 * The rows of the first worksheet of an .xlsx workbook, streamed with exceljs's WorkbookReader.
 * exceljs is loaded here, on the first Excel import, not when the server starts. A row's line is
 * its row number in the sheet.
 */
export async function* xlsxRecords(file: Readable): AsyncGenerator<FileRecord[]> {
  const { default: ExcelJS } = await import('exceljs');
  let bytesRead = 0;
  const counted = file.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytesRead += chunk.length;
        done(null, chunk);
      },
    }),
  );
  // A failed read of the stored file is not the file's fault: it is rethrown as is (the job retries).
  let readError: unknown = null;
  file.on('error', (error) => {
    readError = error;
    counted.destroy(error);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(counted, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of workbook) {
      let run: FileRecord[] = [];
      for await (const row of worksheet) {
        const values = (row as { values: ExcelValue[] }).values;
        // exceljs numbers cells from 1: values[0] is always empty.
        run.push({ line: (row as { number: number }).number, cells: values.slice(1).map(cellOf), bytesRead });
        if (run.length >= XLSX_RUN_ROWS) {
          yield run;
          run = [];
        }
      }
      if (run.length > 0) yield run;
      return;
    }
  } catch (error) {
    if (error instanceof FileFormatError || error === readError) throw error;
    throw new FileFormatError('the file is not a readable Excel workbook (.xlsx)', { cause: error });
  } finally {
    file.destroy();
    counted.destroy();
  }
}
