/**
 * What the database refuses of a row, in the product's words: a message never quotes the
 * database's own text (it may quote SQL). Shared by the batch writes, which meet the refusal row by
 * row, and the all-or-nothing move, which finds the refused rows among the staged ones.
 */

/** A refusal of the database: a constraint (class 23) or a value it cannot hold (class 22). */
export interface RowRefusal {
  code: string;
  column?: string;
  detail?: string;
}

export function isRowRefusal(error: unknown): error is RowRefusal {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('23') || code.startsWith('22'));
}

/** A unique column (or the key) whose value is already in the table or earlier in the file. */
export const notUniqueMessage = (columns: string) => `column ${columns}: the value is already in the table or earlier in the file (it must be unique)`;

/** A relation whose value names no row of the referenced table. */
export const missingParentMessage = (columns: string) => `column ${columns}: no row of the referenced table has this value`;

export function refusalMessage(error: RowRefusal): string {
  const keyColumns = /^Key \(([^)]*)\)=/.exec(error.detail ?? '')?.[1];
  switch (error.code) {
    case '23505':
      return keyColumns ? notUniqueMessage(keyColumns) : 'a value that must be unique is already in the table';
    case '23503':
      return keyColumns ? missingParentMessage(keyColumns) : 'a value refers to a row that does not exist';
    case '23502':
      return error.column ? `column ${error.column}: a value is required` : 'a required value is missing';
    case '23514':
      return 'a value is not allowed by the table';
    default:
      return 'a value does not fit its column';
  }
}
