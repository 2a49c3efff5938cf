import type { StudioRuntime } from './studio-runtime.ts';

/** Mirrors whether the open screen's history can undo and redo into the state (the toolbar reads it). */
export function syncHistoryFlags(runtime: StudioRuntime): void {
  const { openScreenId, canUndo, canRedo } = runtime.store.getState();
  const history = openScreenId ? runtime.histories.of(openScreenId) : undefined;
  const next = { canUndo: history?.canUndo() ?? false, canRedo: history?.canRedo() ?? false };
  if (next.canUndo !== canUndo || next.canRedo !== canRedo) runtime.store.setState(next);
}
