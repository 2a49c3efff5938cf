import { createUndoHistory, type UndoHistory } from '@tessera/model/definition';

/** One undo history per screen of a mounted studio; see `createHistoryBook`. */
export interface HistoryBook {
  /** The history of a screen, created empty on first use. */
  of(screenId: string): UndoHistory;
  /** Forgets a screen's history (it was reloaded from the server, discarded or deleted). */
  clear(screenId: string): void;
  /** Forgets every history (the studio unmounts). */
  dropAll(): void;
}

/** Creates the studio's per-screen undo histories (51 entries each, spec §4). */
export function createHistoryBook(): HistoryBook {
  const histories = new Map<string, UndoHistory>();
  return {
    of(screenId) {
      let history = histories.get(screenId);
      if (!history) {
        history = createUndoHistory();
        histories.set(screenId, history);
      }
      return history;
    },
    clear(screenId) {
      histories.get(screenId)?.clear();
      histories.delete(screenId);
    },
    dropAll() {
      for (const history of histories.values()) history.clear();
      histories.clear();
    },
  };
}
