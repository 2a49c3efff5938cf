import type { CreateScreenRequest } from '@tessera/model/workspace-api';
import type { ScreenLoading } from './screen-loading.ts';
import type { ScreenSaving } from './screen-saving.ts';
import type { StudioRuntime } from './studio-runtime.ts';
import { closedUnsavedChanges } from './studio-state.ts';

/** The choices of the unsaved-changes modal. */
export type UnsavedChangesChoice = 'save' | 'discard' | 'cancel';

/** The guard in front of leaving a changed screen; see `createUnsavedChanges`. */
export interface UnsavedChanges {
  /**
   * Runs `next` at once when the open screen has no unsaved changes; otherwise opens the
   * unsaved-changes modal (spec §3), which runs it after Save or Discard. `stay` runs on Cancel
   * (a blocked navigation is reset); `nextTemplate` names the screen about to be created.
   */
  guard(next: () => void, options?: { stay?: () => void; nextTemplate?: CreateScreenRequest }): void;
  /** Answers the modal. */
  resolve(choice: UnsavedChangesChoice): Promise<void>;
  /** Whether the open screen has unsaved changes (for `beforeunload`). */
  hasChanges(): boolean;
}

/** Creates the guard. */
export function createUnsavedChanges(runtime: StudioRuntime, loading: ScreenLoading, saving: ScreenSaving): UnsavedChanges {
  const { store } = runtime;

  function hasChanges(): boolean {
    const { openScreenId, dirty, readOnly } = store.getState();
    return !readOnly && openScreenId !== null && dirty[openScreenId] === true;
  }

  function close(): void {
    store.setState({ unsavedChanges: closedUnsavedChanges });
  }

  return {
    guard(next, options = {}) {
      if (!hasChanges()) return next();
      const pending = store.getState().unsavedChanges;
      // A second request while the modal is open replaces the first, which stays where it is.
      if (pending.show) pending.stay?.();
      store.setState({
        unsavedChanges: {
          show: true,
          hasChanges: true,
          nextTemplate: options.nextTemplate ?? null,
          next,
          stay: options.stay ?? null,
          busy: false,
        },
      });
    },
    async resolve(choice) {
      const modal = store.getState().unsavedChanges;
      if (!modal.show || modal.busy) return;
      const screenId = store.getState().openScreenId;
      if (choice === 'cancel' || screenId === null) {
        close();
        modal.stay?.();
        return;
      }
      if (choice === 'discard') {
        loading.discardChanges(screenId);
        close();
        modal.next?.();
        return;
      }
      store.setState({ unsavedChanges: { ...modal, busy: true } });
      const saved = await saving.save(screenId);
      close();
      // A refused save says why (or opens the conflict modal); the user stays with the changes.
      if (saved) modal.next?.();
      else modal.stay?.();
    },
    hasChanges,
  };
}
