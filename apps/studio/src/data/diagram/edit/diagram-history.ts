import type { DataOp } from '@tessera/model/data';
import { dropsSomething } from './data-loss.ts';

/** Like the canvas (spec §4/§9): at most 51 entries to undo. */
export const DIAGRAM_HISTORY_LIMIT = 51;

/** One change of the data model the builder made: its ops and the ops that take it back. */
export interface DiagramHistoryEntry {
  id: number;
  ops: DataOp[];
  inverse: DataOp[];
  /**
   * The change took values with it (a drop of a column or table with values, confirmed). Its
   * undo would bring back only the structure, so it is not offered.
   */
  lostData: boolean;
}

/**
 * The undo and redo stacks of the data diagram: immutable values, so a change that fails can put
 * back the history it started from. Entries are ops (small), never model copies.
 */
export interface DiagramHistory {
  past: readonly DiagramHistoryEntry[];
  future: readonly DiagramHistoryEntry[];
}

export const emptyHistory: DiagramHistory = { past: [], future: [] };

/** Adds a change on top (the redo stack is cleared); past the limit, the oldest entry goes. */
export function recordEntry(history: DiagramHistory, entry: DiagramHistoryEntry, limit = DIAGRAM_HISTORY_LIMIT): DiagramHistory {
  const past = [...history.past, entry];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
}

/** Takes the newest entry to undo: its inverse ops are what to send. */
export function takeUndo(history: DiagramHistory): { history: DiagramHistory; entry: DiagramHistoryEntry } | undefined {
  const entry = history.past.at(-1);
  if (!entry || entry.lostData) return undefined;
  return { entry, history: { past: history.past.slice(0, -1), future: [...history.future, entry] } };
}

/** Takes the newest undone entry to redo: its ops are what to send. */
export function takeRedo(history: DiagramHistory): { history: DiagramHistory; entry: DiagramHistoryEntry } | undefined {
  const entry = history.future.at(-1);
  if (!entry) return undefined;
  return { entry, history: { past: [...history.past, entry], future: history.future.slice(0, -1) } };
}

/** Notes that the change of `entryId` lost data, wherever the entry is. */
export function markLostData(history: DiagramHistory, entryId: number): DiagramHistory {
  const mark = (entries: readonly DiagramHistoryEntry[]) => entries.map((entry) => (entry.id === entryId ? { ...entry, lostData: true } : entry));
  return { past: mark(history.past), future: mark(history.future) };
}

/**
 * What Undo does now: nothing to undo; undo at once; ask first (the newest change dropped a table
 * or a column, whose structure comes back empty); or refused (that drop lost values).
 */
export type UndoAvailability = 'none' | 'ready' | 'asks' | 'lostData';

export function undoAvailability(history: DiagramHistory): UndoAvailability {
  const entry = history.past.at(-1);
  if (!entry) return 'none';
  if (entry.lostData) return 'lostData';
  return dropsSomething(entry.ops) ? 'asks' : 'ready';
}
