import type { CreateScreenRequest } from '@tessera/model/workspace-api';
import type { ScreenLoading } from './screen-loading.ts';
import type { ScreenSaving } from './screen-saving.ts';
import type { StudioRuntime } from './studio-runtime.ts';
import { closedUnsavedChanges, type UnsavedChangesScope } from './studio-state.ts';

/** The choices of the unsaved-changes modal. */
export type UnsavedChangesChoice = 'save' | 'discard' | 'cancel';

/** What a guarded step says about itself. */
export interface GuardOptions {
  /** Runs on Cancel (a blocked navigation is reset). */
  stay?: () => void;
  /** The screen about to be created, when creating one is what waits. */
  nextTemplate?: CreateScreenRequest;
  /**
   * `screen` (switching or creating a screen) weighs only the open screen: the others stay loaded
   * with their changes. `studio` (the default: leaving the studio) weighs every loaded screen.
   */
  scope?: UnsavedChangesScope;
}

/** The guard in front of leaving a changed screen or the studio; see `createUnsavedChanges`. */
export interface UnsavedChanges {
  /**
   * Runs `next` at once when the screens in `scope` have no unsaved changes; otherwise opens the
   * unsaved-changes modal (spec §3), which runs it after Save or Discard, and `stay` on Cancel.
   */
  guard(next: () => void, options?: GuardOptions): void;
  /**
   * Answers the modal. Save and continue saves every changed screen of the scope, one after the
   * other, and continues only when all are stored; a refused save keeps the user where they are.
   */
  resolve(choice: UnsavedChangesChoice): Promise<void>;
  /** Whether any loaded screen has unsaved changes (leaving the route, `beforeunload`). */
  hasChanges(): boolean;
}

/** Creates the guard. */
export function createUnsavedChanges(runtime: StudioRuntime, loading: ScreenLoading, saving: ScreenSaving): UnsavedChanges {
  const { store } = runtime;

  /** The screens of `scope` with unsaved changes, the open one first. */
  function changedScreens(scope: UnsavedChangesScope): string[] {
    const { openScreenId, dirty, readOnly } = store.getState();
    if (readOnly) return [];
    const open = openScreenId !== null && dirty[openScreenId] === true ? [openScreenId] : [];
    if (scope === 'screen') return open;
    const others = Object.keys(dirty).filter((screenId) => dirty[screenId] === true && screenId !== openScreenId);
    return [...open, ...others];
  }

  function close(): void {
    store.setState({ unsavedChanges: closedUnsavedChanges });
  }

  /** Saves each screen in turn; `false` at the first refusal (which shows itself). */
  async function saveAll(screenIds: readonly string[]): Promise<boolean> {
    for (const screenId of screenIds) {
      if (!(await saving.save(screenId))) return false;
    }
    return true;
  }

  return {
    guard(next, options = {}) {
      const scope = options.scope ?? 'studio';
      if (changedScreens(scope).length === 0) return next();
      const pending = store.getState().unsavedChanges;
      // A second request while the modal is open replaces the first, which stays where it is.
      if (pending.show) pending.stay?.();
      store.setState({
        unsavedChanges: {
          show: true,
          scope,
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
      if (choice === 'cancel') {
        close();
        modal.stay?.();
        return;
      }
      const screenIds = changedScreens(modal.scope);
      if (choice === 'discard') {
        screenIds.forEach((screenId) => loading.discardChanges(screenId));
        close();
        modal.next?.();
        return;
      }
      store.setState({ unsavedChanges: { ...modal, busy: true } });
      const saved = await saveAll(screenIds);
      close();
      // A refused save says why (or opens the conflict modal); the user stays with the changes.
      if (saved) modal.next?.();
      else modal.stay?.();
    },
    hasChanges: () => changedScreens('studio').length > 0,
  };
}
