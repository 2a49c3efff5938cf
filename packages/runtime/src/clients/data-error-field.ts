import type { ClientError } from './client-result.ts';

/**
 * The column a data API refusal is about, among `columns` (a form's fields), from its PostgREST
 * code and message: a missing required value (`23502`: `null value in column title of table
 * tasks…`), a duplicate (`23505`: `…unique constraint on email of table…`), a bad value
 * (`22P02`: `…, column due`), a foreign key (`23503`: `…violates a foreign key on owner…`), a
 * check (`23514`: the one column the message names) or an unknown column (`PGRST204`/`42703`).
 * `undefined` when it names none of them or several.
 */
export function fieldOfDataError(error: ClientError, columns: readonly string[]): string | undefined {
  const known = new Set(columns);
  const message = error.message;
  const patterns: Record<string, RegExp> = {
    '23502': /null value in column (\S+) of table/,
    '23505': /unique constraint on (.+?) of table/,
    '22P02': /, column (\S+)$/,
    '23503': /violates a foreign key on (.+?):/,
    PGRST204: /the '([^']+)' column/,
    '42703': /column (\S+) does not exist/,
  };
  const pattern = patterns[error.code];
  if (pattern) {
    const named = pattern.exec(message)?.[1]?.split(',').map((name) => name.trim().replace(/^[^.]*\./, '')) ?? [];
    const hits = named.filter((name) => known.has(name));
    return hits.length === 1 ? hits[0] : undefined;
  }
  if (error.code === '23514') {
    const hits = columns.filter((column) => new RegExp(`\\b${column}\\b`).test(message));
    return hits.length === 1 ? hits[0] : undefined;
  }
  return undefined;
}
