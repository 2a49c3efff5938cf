import { Cursor } from './cursor.ts';
import { catchGrammar, type GrammarResult } from './errors.ts';
import { readName, refuseJsonPathOrCast } from './names.ts';

/** One name of a key; `quoted` when written `"…"`, so `"order"` is a column, not the keyword. */
export interface KeySegment {
  name: string;
  quoted: boolean;
}

/**
 * A query key other than `select`, `columns` and `on_conflict`: names separated by `.`
 * (`age`, `tasks.done`, `tasks.comments.order`, `not.or`, `"my.col"`).
 */
export function parseKey(key: string): GrammarResult<KeySegment[]> {
  return catchGrammar(() => {
    const cursor = new Cursor(key, 'the key', key);
    const segments: KeySegment[] = [];
    for (;;) {
      cursor.skipSpaces();
      const quoted = cursor.peek() === '"';
      segments.push({ name: readName(cursor, 'a column or embed name'), quoted });
      refuseJsonPathOrCast(cursor);
      cursor.skipSpaces();
      if (cursor.atEnd) return segments;
      if (!cursor.take('.')) cursor.fail(`unexpected ${cursor.describeHere()} in a name`, 'PGRST100', 'Write a name with other characters in double quotes, e.g. "my col"=eq.1.');
    }
  });
}
