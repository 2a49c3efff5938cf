import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Cell } from './column-values.ts';

/** One row of the file: the line it starts on (header = line 1), its cells, and how far the file was read. */
export interface FileRecord {
  line: number;
  cells: Cell[];
  bytesRead: number;
}

/** The file itself is broken (an unclosed quote, an unreadable workbook): the import stops here. */
export class FileFormatError extends Error {}

/** A CSV record longer than this is refused (an unclosed quote would otherwise swallow the file). */
export const MAX_CSV_RECORD_BYTES = 1024 * 1024;

const csvProblems: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted value is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a closing quote is followed by other characters',
  CSV_MAX_RECORD_SIZE: `a row is longer than ${MAX_CSV_RECORD_BYTES / 1024 / 1024} MB (is a quote left open?)`,
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a closing quote is followed by other characters',
};

/**
 * The rows of a CSV file (comma-separated, UTF-8, optional BOM; quoted values may hold commas,
 * quotes and line breaks), streamed: only the current row is in memory. Empty lines are skipped.
 */
export async function* csvRecords(file: Readable): AsyncGenerator<FileRecord> {
  const parser = parse({
    info: true,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: MAX_CSV_RECORD_BYTES,
  });
  // A failed read of the stored file is not the file's fault: it is rethrown as is (the job retries).
  let readError: unknown = null;
  file.on('error', (error) => {
    readError = error;
    parser.destroy(error);
  });
  file.pipe(parser);
  let endLine = 0;
  let emptyLines = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number; empty_lines: number; bytes: number } }>) {
      // `info.lines` is the line a record ends on; it starts after the previous one and any empty lines.
      const line = endLine + 1 + (info.empty_lines - emptyLines);
      endLine = info.lines;
      emptyLines = info.empty_lines;
      yield { line, cells: record, bytesRead: info.bytes };
    }
  } catch (error) {
    if (error === readError) throw error;
    const code = (error as { code?: string }).code;
    const problem = code ? csvProblems[code] : undefined;
    if (!problem) throw error;
    const at = (error as { lines?: number }).lines;
    throw new FileFormatError(`${at ? `line ${at}: ` : ''}the file is not valid CSV: ${problem}`, { cause: error });
  } finally {
    file.unpipe(parser);
    file.destroy();
  }
}
