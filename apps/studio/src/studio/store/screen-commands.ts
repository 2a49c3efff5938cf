import type { CreateScreenRequest } from '@tessera/model/workspace-api';
import { errorMessage } from '../../api/api-error.ts';
import { dropScreen } from '../editor/screen-change.ts';
import { chooseDesignScreen } from '../modes/studio-modes.ts';
import { syncHistoryFlags } from './history-sync.ts';
import type { ScreenLoading } from './screen-loading.ts';
import type { ScreenSaving } from './screen-saving.ts';
import { toSummary, withSummary } from './screen-summaries.ts';
import type { StudioRuntime } from './studio-runtime.ts';
import type { StudioState } from './studio-state.ts';

/**
 * The screens panel's commands. Create and rename come from the name form: they resolve `null`
 * when done, else the server's message for the form. The others resolve `true` when the server did
 * it, else show its message.
 */
export interface ScreenCommands {
  /** Creates a screen from a template and opens it; a refusal (such as the plan's screen allowance) is answered for the form. */
  createScreen(request: CreateScreenRequest): Promise<string | null>;
  /** Renames a screen; resolves `null` when renamed, else the server's message (a taken name) for the rename form. */
  renameScreen(screenId: string, name: string): Promise<string | null>;
  /**
   * Duplicates a screen (the server names the copy) and lists it after the original. A screen
   * with unsaved changes is saved first, so the copy has them; when that save is refused nothing
   * is duplicated.
   */
  duplicateScreen(screenId: string): Promise<boolean>;
  /** Deletes a screen; when it was open, design mode's next screen opens. */
  deleteScreen(screenId: string): Promise<boolean>;
  setStartScreen(screenId: string): Promise<boolean>;
}

/** Creates the screen commands; `saving` is the studio's save path (used before a duplicate). */
export function createScreenCommands(runtime: StudioRuntime, loading: ScreenLoading, saving: Pick<ScreenSaving, 'save'>): ScreenCommands {
  const { store, services, notify } = runtime;

  async function busy<T>(task: () => Promise<T>): Promise<T | undefined> {
    if (store.getState().readOnly) return undefined;
    store.setState({ screensBusy: true });
    try {
      return await task();
    } catch (error) {
      notify.error(errorMessage(error));
      return undefined;
    } finally {
      store.setState({ screensBusy: false });
    }
  }

  /** Like `busy`, for the name form: a refusal is answered as the server's message instead of shown. */
  async function answered<T>(task: () => Promise<T>): Promise<{ done: T } | { refused: string } | undefined> {
    if (store.getState().readOnly) return undefined;
    store.setState({ screensBusy: true });
    try {
      return { done: await task() };
    } catch (error) {
      return { refused: errorMessage(error) };
    } finally {
      store.setState({ screensBusy: false });
    }
  }

  return {
    async createScreen(request) {
      const answer = await answered(() => services.createScreen(request));
      if (!answer) return null;
      if ('refused' in answer) return answer.refused;
      loading.installScreen(answer.done);
      await loading.openScreen(answer.done.id);
      return null;
    },
    async renameScreen(screenId, name) {
      const answer = await answered(() => services.renameScreen(screenId, name));
      if (!answer) return null;
      if ('refused' in answer) return answer.refused;
      const summary = answer.done;
      const state = store.getState();
      store.setState({
        screens: withSummary(state.screens, summary),
        definition: { ...state.definition, screens: state.definition.screens.map((screen) => (screen.id === screenId ? { ...screen, name: summary.name } : screen)) },
      });
      return null;
    },
    async duplicateScreen(screenId) {
      if (store.getState().readOnly) return false;
      // The server copies what it has stored: a changed screen is saved first, and a refused
      // save (shown, or the conflict modal) leaves it undone.
      if (store.getState().dirty[screenId] === true && !(await saving.save(screenId))) return false;
      const detail = await busy(() => services.duplicateScreen(screenId));
      if (!detail) return false;
      store.setState({ screens: withSummary(store.getState().screens, toSummary(detail), screenId) });
      return true;
    },
    async deleteScreen(screenId) {
      const done = await busy(async () => {
        await services.removeScreen(screenId);
        return true;
      });
      if (!done) return false;
      const state = store.getState();
      runtime.histories.clear(screenId);
      runtime.savedRoots.delete(screenId);
      const { [screenId]: _version, ...versions } = state.versions;
      const { [screenId]: _dirty, ...dirty } = state.dirty;
      const screens = state.screens.filter((screen) => screen.id !== screenId);
      const wasOpen = state.openScreenId === screenId;
      store.setState({
        screens,
        startScreenId: state.startScreenId === screenId ? null : state.startScreenId,
        definition: dropScreen(state.definition, screenId),
        versions,
        dirty,
        ...(wasOpen ? { openScreenId: null, selection: [], screenLoad: { status: 'idle' } as const } : {}),
      });
      syncHistoryFlags(runtime);
      if (wasOpen) {
        const next = chooseDesignScreen(screens, null);
        if (next !== null) await loading.openScreen(next);
      }
      return true;
    },
    async setStartScreen(screenId) {
      const answer = await busy(() => services.setStartScreen(screenId));
      if (!answer) return false;
      store.setState(withStartScreen(store.getState(), answer.startScreenId));
      return true;
    },
  };
}

/** The state change of a new start screen (chosen here or saved with the run settings). */
export function withStartScreen(state: Pick<StudioState, 'screens'>, startScreenId: string | null): Pick<StudioState, 'startScreenId' | 'screens'> {
  return { startScreenId, screens: state.screens.map((screen) => ({ ...screen, isStartScreen: screen.id === startScreenId })) };
}
