import { useState } from 'react';

/** The draft of a rows editor: the rows shown, and how edits and sent values reach it. */
export interface RowsDraft<Row> {
  rows: Row[];
  /** The builder changed the rows (kept even when they are not fit to store yet). */
  setRows(rows: Row[]): void;
  /** The prop value just sent for these rows: its echo from the store does not reset the draft. */
  sent(value: unknown): void;
}

/**
 * What a stored prop's change means to a draft that last sent `lastSent` (JSON, or `null`): the
 * echo of that send (kept, and consumed: a later undo or redo back to the same value is not one),
 * or a change from outside that replaces the draft.
 */
export function storedChangeKind(stored: unknown, lastSent: string | null): 'echo' | 'outside' {
  return lastSent !== null && JSON.stringify(stored ?? null) === lastSent ? 'echo' : 'outside';
}

/**
 * The rows an editor shows: its own draft, which may hold rows not fit to store yet (a filter
 * without a column, a half-typed starting value), and which follows the stored prop when it
 * changes from outside (undo, redo, a collaborator's edit), but not on the echo of what the
 * editor itself sent (so a typed `1.50` is not rewritten to `1.5` under the caret).
 */
export function useRowsDraft<Row>(stored: unknown, read: (stored: unknown) => Row[]): RowsDraft<Row> {
  const [rows, setRows] = useState<Row[]>(() => read(stored));
  const [seen, setSeen] = useState(stored);
  const [lastSent, setLastSent] = useState<string | null>(null);
  if (stored !== seen) {
    setSeen(stored);
    if (storedChangeKind(stored, lastSent) === 'echo') setLastSent(null);
    else setRows(read(stored));
  }
  return { rows, setRows, sent: (value) => setLastSent(JSON.stringify(value ?? null)) };
}
