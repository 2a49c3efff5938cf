import { ApiError, errorMessage } from '../../api/api-error.ts';
import { findScreen } from '../editor/screen-change.ts';
import type { ScreenLoading } from './screen-loading.ts';
import { withSummary } from './screen-summaries.ts';
import type { StudioRuntime } from './studio-runtime.ts';

/** The choices of the save-conflict modal. */
export type ConflictChoice = 'reload' | 'overwrite' | 'cancel';

/** Saving screens; see `createScreenSaving`. */
export interface ScreenSaving {
  /**
   * Saves a screen's tree with the version it was loaded with. `true` only when the tree on
   * screen at the call is stored: while a save is under way, it waits for it and, when edits
   * made since keep the screen changed, saves again with the new version. A stale
   * version (409 `conflict`) opens the conflict modal; any other refusal is shown and the changes
   * stay, unsaved.
   */
  save(screenId: string): Promise<boolean>;
  /**
   * Answers the conflict modal: `reload` takes the server's screen (local changes dropped, history
   * cleared), `overwrite` saves the local tree over the server's current version, `cancel` keeps
   * the local changes unsaved. `true` when the screen ends up saved or reloaded.
   */
  resolveConflict(choice: ConflictChoice): Promise<boolean>;
}

/** Whether a failed save was refused as stale. */
export function isSaveConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'conflict';
}

/** Creates the save actions. */
export function createScreenSaving(runtime: StudioRuntime, loading: ScreenLoading): ScreenSaving {
  const { store, services, notify } = runtime;
  const inFlight = new Map<string, Promise<boolean>>();

  function setSaving(screenId: string, saving: boolean): void {
    const state = store.getState();
    const next = { ...state.saving };
    if (saving) next[screenId] = true;
    else delete next[screenId];
    store.setState({ saving: next });
  }

  /** Sends the current tree with `version`; the caller handles a refusal. */
  async function send(screenId: string, version: number): Promise<void> {
    const screen = findScreen(store.getState().definition, screenId);
    if (!screen) throw new Error(`Screen '${screenId}' is not loaded`);
    const root = screen.root;
    const summary = await services.saveScreen(screenId, { version, root });
    runtime.savedRoots.set(screenId, root);
    const state = store.getState();
    const current = findScreen(state.definition, screenId);
    const saveErrors = { ...state.saveErrors };
    delete saveErrors[screenId];
    store.setState({
      versions: { ...state.versions, [screenId]: summary.version },
      // Edits made while the request was out keep the screen dirty.
      dirty: { ...state.dirty, [screenId]: current?.root !== root },
      saveErrors,
      screens: withSummary(state.screens, summary),
    });
  }

  function fail(screenId: string, error: unknown): void {
    if (isSaveConflict(error)) {
      const state = store.getState();
      const name = findScreen(state.definition, screenId)?.name ?? state.screens.find((screen) => screen.id === screenId)?.name ?? '';
      store.setState({ conflict: { screenId, screenName: name, busy: false } });
      return;
    }
    const message = errorMessage(error);
    store.setState({ saveErrors: { ...store.getState().saveErrors, [screenId]: message } });
    notify.error(message);
  }

  /** Starts a save of the screen as it is now, with the version it holds now. */
  function start(screenId: string): Promise<boolean> {
    const state = store.getState();
    const version = state.versions[screenId];
    if (state.readOnly || version === undefined || !findScreen(state.definition, screenId)) return Promise.resolve(false);
    // Shown cut to the tree limits: saving the cut tree would lose the elements left out.
    const overLimit = state.overLimit[screenId];
    if (overLimit !== undefined) {
      notify.error(overLimit);
      return Promise.resolve(false);
    }
    const run = (async () => {
      setSaving(screenId, true);
      try {
        await send(screenId, version);
        return true;
      } catch (error) {
        fail(screenId, error);
        return false;
      } finally {
        setSaving(screenId, false);
        inFlight.delete(screenId);
      }
    })();
    inFlight.set(screenId, run);
    return run;
  }

  async function save(screenId: string): Promise<boolean> {
    const pending = inFlight.get(screenId);
    if (!pending) return start(screenId);
    // The save under way sent the tree as it was when it started: edits made since then are
    // stored by one more save, with the version that save answered.
    if (!(await pending)) return false;
    if (!store.getState().dirty[screenId]) return true;
    return save(screenId);
  }

  return {
    save,
    async resolveConflict(choice) {
      const conflict = store.getState().conflict;
      if (!conflict || conflict.busy) return false;
      const { screenId } = conflict;
      if (choice === 'cancel') {
        store.setState({ conflict: null });
        return false;
      }
      store.setState({ conflict: { ...conflict, busy: true } });
      if (choice === 'reload') {
        const reloaded = await loading.reloadScreen(screenId);
        store.setState({ conflict: reloaded ? null : { ...conflict, busy: false } });
        return reloaded;
      }
      setSaving(screenId, true);
      try {
        const server = await services.getScreen(screenId);
        await send(screenId, server.version);
        store.setState({ conflict: null });
        return true;
      } catch (error) {
        // Changed again in between: the modal stays for a new choice.
        store.setState({ conflict: { ...conflict, busy: false } });
        if (!isSaveConflict(error)) notify.error(errorMessage(error));
        return false;
      } finally {
        setSaving(screenId, false);
      }
    },
  };
}
