import { errorMessage } from '../../api/api-error.ts';
import type { ElementNode } from '@tessera/model/definition';
import type { OpenedScreen } from '../../api/screens-api.ts';
import { chooseDesignScreen } from '../modes/studio-modes.ts';
import { findScreen, putScreen } from '../editor/screen-change.ts';
import { existingIds } from './existing-ids.ts';
import { syncHistoryFlags } from './history-sync.ts';
import { toScreen, toSummary, withSummary } from './screen-summaries.ts';
import type { StudioRuntime } from './studio-runtime.ts';
import type { StudioState } from './studio-state.ts';

/** Whether the open screen `screenId` is being fetched: its edits are refused until it lands. */
export function isScreenLoading(state: Pick<StudioState, 'openScreenId' | 'screenLoad'>, screenId: string): boolean {
  return state.openScreenId === screenId && state.screenLoad.status === 'loading';
}

/** Loading screens from the server into the studio; see `createScreenLoading`. */
export interface ScreenLoading {
  /** Fetches the project's screen list. */
  loadScreens(): Promise<void>;
  /**
   * Shows a screen. A loaded screen is shown as it is; `reload` fetches it again unless it has
   * unsaved changes (they are never dropped silently). A screen not loaded yet is fetched. While
   * the fetch is out the screen takes no edits (`isScreenLoading`); should it be changed anyway,
   * the fetched copy is not installed.
   */
  openScreen(screenId: string, options?: { reload?: boolean }): Promise<void>;
  /** Design mode's screen (spec §4): the last visited one, else the first page screen; reloaded. */
  openDesignScreen(): Promise<void>;
  /** Replaces a screen with the server's copy and clears its history; `false` when the fetch failed. */
  reloadScreen(screenId: string): Promise<boolean>;
  /**
   * Puts a fetched screen into the definition as saved: version, clean, empty history. A screen
   * that came cut to the tree limits is marked `overLimit`: read-only.
   */
  installScreen(detail: OpenedScreen): void;
  /** Drops a screen's unsaved changes: back to the last loaded or saved tree, history cleared. */
  discardChanges(screenId: string): void;
}

/** Creates the screen loading actions. */
export function createScreenLoading(runtime: StudioRuntime): ScreenLoading {
  const { store, services, histories } = runtime;
  // Only the newest open request may change the open screen: an older slow fetch lands unseen.
  let openRequest = 0;

  /** The selection kept when `screenId` gets the tree `root`: only nodes that still exist (the open screen's only). */
  function keptSelection(state: StudioState, screenId: string, root: ElementNode): Partial<StudioState> {
    if (state.openScreenId !== screenId) return {};
    const ids = existingIds(root);
    const kept = state.selection.filter((id) => ids.has(id));
    return kept.length === state.selection.length ? {} : { selection: kept };
  }

  function installScreen(opened: OpenedScreen): void {
    const { overLimit: limit, ...detail } = opened;
    const state = store.getState();
    histories.clear(detail.id);
    runtime.savedRoots.set(detail.id, detail.root);
    const { [detail.id]: _was, ...overLimit } = state.overLimit;
    store.setState({
      definition: putScreen(state.definition, toScreen(detail)),
      versions: { ...state.versions, [detail.id]: detail.version },
      dirty: { ...state.dirty, [detail.id]: false },
      screens: withSummary(state.screens, toSummary(detail)),
      overLimit: limit === undefined ? overLimit : { ...overLimit, [detail.id]: limit },
      ...keptSelection(state, detail.id, detail.root),
    });
    syncHistoryFlags(runtime);
  }

  async function openScreen(screenId: string, options: { reload?: boolean } = {}): Promise<void> {
    const state = store.getState();
    const loaded = findScreen(state.definition, screenId);
    const fetch = !loaded || (options.reload === true && !state.dirty[screenId]);
    if (state.openScreenId === screenId && !fetch && state.screenLoad.status === 'ready') return;
    const request = ++openRequest;
    const switching = state.openScreenId !== screenId;
    store.setState({
      openScreenId: screenId,
      screenLoad: fetch ? { status: 'loading' } : { status: 'ready' },
      ...(switching ? { selection: [], hoverId: null } : {}),
    });
    runtime.memory.rememberScreen(state.projectId, screenId);
    syncHistoryFlags(runtime);
    if (!fetch) return;
    try {
      const detail = await services.getScreen(screenId);
      if (request !== openRequest) return;
      // Changed while the fetch was out: the local tree, its version and history stay (a save
      // then meets the newer server copy through the conflict modal).
      if (!store.getState().dirty[screenId]) installScreen(detail);
      store.setState({ screenLoad: { status: 'ready' } });
    } catch (error) {
      if (request !== openRequest) return;
      store.setState({ screenLoad: { status: 'error', message: errorMessage(error) } });
    }
  }

  return {
    async loadScreens() {
      store.setState({ screensLoad: { status: 'loading' } });
      try {
        const list = await services.listScreens();
        store.setState({ screens: list.screens, startScreenId: list.startScreenId, screensLoad: { status: 'ready' } });
      } catch (error) {
        store.setState({ screensLoad: { status: 'error', message: errorMessage(error) } });
      }
    },
    openScreen,
    async openDesignScreen() {
      const state = store.getState();
      const screenId = chooseDesignScreen(state.screens, runtime.memory.lastVisitedScreen(state.projectId));
      if (screenId === null) {
        store.setState({ openScreenId: null, screenLoad: { status: 'idle' }, selection: [] });
        syncHistoryFlags(runtime);
        return;
      }
      await openScreen(screenId, { reload: true });
    },
    async reloadScreen(screenId) {
      try {
        const detail = await services.getScreen(screenId);
        installScreen(detail);
        return true;
      } catch (error) {
        runtime.notify.error(errorMessage(error));
        return false;
      }
    },
    installScreen,
    discardChanges(screenId) {
      const state = store.getState();
      const screen = findScreen(state.definition, screenId);
      const saved = runtime.savedRoots.get(screenId);
      if (!screen || !saved) return;
      histories.clear(screenId);
      store.setState({
        definition: putScreen(state.definition, { ...screen, root: saved }),
        dirty: { ...state.dirty, [screenId]: false },
        ...keptSelection(state, screenId, saved),
      });
      syncHistoryFlags(runtime);
    },
  };
}
