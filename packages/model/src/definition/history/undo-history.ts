import { applyPatches, type Patch } from 'immer';
import type { ElementNode } from '../schema/element-node.ts';

/** Spec §4/§9: the history holds fewer than 52 entries. */
export const UNDO_HISTORY_LIMIT = 51;

/** One undoable change of a screen: the patches that made it and the inverse patches, rooted at its root node. */
export interface HistoryEntry {
  patches: Patch[];
  inversePatches: Patch[];
  label?: string;
}

/** How a change is recorded: `mergeKey` folds consecutive changes with the same key into one entry. */
export interface RecordOptions {
  mergeKey?: string;
}

/** The bounded undo/redo stacks of the design studio; see `createUndoHistory`. */
export interface UndoHistory {
  /** Adds an entry (clears redo). With the last entry's `mergeKey`, folds into it instead. */
  record(entry: HistoryEntry, options?: RecordOptions): void;
  /**
   * Closes the newest entry for merging: the next change starts an entry of its own even with
   * the same `mergeKey` (a typing session ends when its field loses focus).
   */
  seal(): void;
  /**
   * Takes back the newest entry: the screen's root before it and the patches applied to get
   * there (for views that follow the screen by patches, such as the canvas). `undefined` when
   * there is nothing to undo.
   */
  undo(root: ElementNode): HistoryStep | undefined;
  /** Reapplies the newest undone entry; `undefined` when there is nothing to redo. */
  redo(root: ElementNode): HistoryStep | undefined;
  /** Forgets everything (the studio closes, or a screen is reloaded from the server). */
  clear(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Entries available to undo. */
  size(): number;
}

/** The outcome of an undo or a redo: the screen's new root and the patches that produced it. */
export interface HistoryStep {
  root: ElementNode;
  patches: Patch[];
}

interface StoredEntry extends HistoryEntry {
  mergeKey: string | undefined;
}

/**
 * Creates the undo history of one screen. It stores patches, never tree copies, so memory follows
 * the size of the changes rather than of the screen. Pushing entry 52 drops the oldest. Only changes the
 * user made are recorded: remote loads and selection are skipped by not calling `record`; a drag
 * records every step under one `mergeKey` and so undoes in one go.
 *
 * @example
 * const result = setProp(screen, args);
 * if (result.ok) history.record(result, { mergeKey: `prop:${args.nodeId}:${args.name}` });
 */
export function createUndoHistory(limit: number = UNDO_HISTORY_LIMIT): UndoHistory {
  let past: StoredEntry[] = [];
  let future: StoredEntry[] = [];
  return {
    record(entry, options = {}) {
      if (entry.patches.length === 0) return;
      future = [];
      const last = past.at(-1);
      if (options.mergeKey !== undefined && last?.mergeKey === options.mergeKey) {
        // Folded: apply the new patches after the old, undo the new ones first.
        past = [
          ...past.slice(0, -1),
          {
            ...last,
            patches: [...last.patches, ...entry.patches],
            inversePatches: [...entry.inversePatches, ...last.inversePatches],
          },
        ];
        return;
      }
      past = [...past, { patches: entry.patches, inversePatches: entry.inversePatches, label: entry.label, mergeKey: options.mergeKey }];
      if (past.length > limit) past = past.slice(past.length - limit);
    },
    seal() {
      const last = past.at(-1);
      if (last?.mergeKey !== undefined) past = [...past.slice(0, -1), { ...last, mergeKey: undefined }];
    },
    undo(root) {
      const entry = past.at(-1);
      if (!entry) return undefined;
      past = past.slice(0, -1);
      // Entries are closed for merging once undone: a redo then a drag starts a new entry.
      future = [...future, { ...entry, mergeKey: undefined }];
      return { root: applyPatches(root, entry.inversePatches), patches: entry.inversePatches };
    },
    redo(root) {
      const entry = future.at(-1);
      if (!entry) return undefined;
      future = future.slice(0, -1);
      past = [...past, entry];
      return { root: applyPatches(root, entry.patches), patches: entry.patches };
    },
    clear() {
      past = [];
      future = [];
    },
    canUndo: () => past.length > 0,
    canRedo: () => future.length > 0,
    size: () => past.length,
  };
}
