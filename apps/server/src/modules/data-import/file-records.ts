import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import type { Cell } from './column-values.ts';

/** One row of the file: the line it starts on (header = line 1), its cells, and how far the file was read. */
export interface FileRecord {
  line: number;
  cells: Cell[];
  bytesRead: number;
}

/** A file's rows, a run at a time (all those one piece of the file held), in order. */
export type FileRecords = AsyncIterable<FileRecord[]>;

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

function formatError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  const problem = code ? csvProblems[code] : undefined;
  if (!problem) return error;
  const at = (error as { lines?: number }).lines;
  return new FileFormatError(`${at ? `line ${at}: ` : ''}the file is not valid CSV: ${problem}`, { cause: error });
}

/** Line breaks inside a record's quoted values (`\r\n`, `\n` or `\r`, each one line). */
function breaksIn(cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells) {
    if (cell.indexOf('\n') === -1 && cell.indexOf('\r') === -1) continue;
    breaks += cell.split(/\r\n|\n|\r/).length - 1;
  }
  return breaks;
}

/**
 * The rows of a CSV file (comma-separated, UTF-8, optional BOM; quoted values may hold commas,
 * quotes and line breaks), streamed: a piece of the file is parsed at once and its rows handed
 * over together. Lines that are empty, or hold only separators, are skipped. Each row's line is
 * counted here rather than asked of the parser per record (twice the parsing time).
 */
export async function* csvRecords(file: AsyncIterable<Buffer>): AsyncGenerator<FileRecord[]> {
  let line = 1;
  let parsed: FileRecord[] = [];
  let failure: unknown = null;
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: MAX_CSV_RECORD_BYTES,
  });
  parser.on('data', (cells: string[]) => {
    const start = line;
    line += 1 + breaksIn(cells);
    // `parser.info` is the parser's live state: the bytes parsed up to the end of this record.
    if (cells.some((cell) => cell !== '')) parsed.push({ line: start, cells, bytesRead: parser.info.bytes });
  });
  parser.on('error', (error) => (failure ??= error));
  const take = async () => {
    // Parse errors are emitted on the next tick.
    await nextTurn();
    if (failure) throw formatError(failure);
    const run = parsed;
    parsed = [];
    return run;
  };
  try {
    for await (const piece of file) {
      parser.write(piece);
      const run = await take();
      if (run.length > 0) yield run;
    }
    parser.end();
    const run = await take();
    if (run.length > 0) yield run;
  } finally {
    parser.destroy();
    (file as Partial<Readable>).destroy?.();
  }
}
