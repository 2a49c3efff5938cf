import { deepEqual, toRootPatches } from '@tessera/model/definition';
import type { Patch } from 'immer';
import { applyCanvasMessage, type CommandPlan } from '../editor/apply-canvas-message.ts';
import { findScreen, putScreen, screenView } from '../editor/screen-change.ts';
import type { StudioCommand } from '../editor/studio-command.ts';
import { existingIds, hostLoadOf } from './canvas-sync.ts';
import { syncHistoryFlags } from './history-sync.ts';
import { isScreenLoading } from './screen-loading.ts';
import type { StudioRuntime } from './studio-runtime.ts';

/** The code of an edit refused because its screen is still being fetched. */
export const SCREEN_LOADING = 'screen-loading';
/** The code of an edit refused because its screen was stored past the tree limits (read-only). */
export const SCREEN_OVER_LIMIT = 'screen-over-limit';

/** The editing actions of a studio: commands, undo and redo, selection and hover. */
export interface EditActions {
  /** Runs a canvas message or a shell edit through the model's ops (see `applyCanvasMessage`). */
  dispatch(command: StudioCommand): void;
  undo(): void;
  redo(): void;
  /** Selects nodes of the open screen (the layers tree, arrow keys). */
  select(nodeIds: string[]): void;
  /** The node the layers tree hovers, outlined on the canvas. */
  hover(nodeId: string | null): void;
}

/**
 * Creates the editing actions. `save` is the save action, for the canvas's Ctrl+S. Every change
 * is recorded in its screen's history and forwarded to the canvas as patches, or as a fresh
 * `host-load` when the patches do not apply below the root. While the open screen is being
 * fetched, its edits are refused (`SCREEN_LOADING`) and undo and redo do nothing: the fetched
 * copy would replace them. A screen stored past the tree limits takes no edits at all
 * (`SCREEN_OVER_LIMIT`, with the limit's message): it is shown cut to them.
 */
export function createEditActions(runtime: StudioRuntime, save: (screenId: string) => Promise<boolean>): EditActions {
  const { store, histories, canvas, notify } = runtime;

  function postPatches(screenId: string, patches: Patch[]): void {
    const rooted = toRootPatches(patches, 0);
    if (rooted) canvas.post({ type: 'host-patches', screenId, patches: rooted });
    else {
      const load = hostLoadOf(store.getState());
      if (load) canvas.post(load);
    }
  }

  function setSelection(selection: string[]): void {
    const { openScreenId } = store.getState();
    store.setState({ selection });
    if (openScreenId) canvas.post({ type: 'host-selection', screenId: openScreenId, nodeIds: selection });
  }

  function carry(plan: CommandPlan): void {
    const state = store.getState();
    switch (plan.kind) {
      case 'edit': {
        if (state.readOnly) return;
        if (isScreenLoading(state, plan.screenId)) {
          notify.refused(SCREEN_LOADING, 'This screen is still loading. Edit it once it has loaded.');
          return;
        }
        const overLimit = state.overLimit[plan.screenId];
        if (overLimit !== undefined) {
          notify.refused(SCREEN_OVER_LIMIT, overLimit);
          return;
        }
        histories.of(plan.screenId).record(plan.change, plan.mergeKey === undefined ? {} : { mergeKey: plan.mergeKey });
        store.setState({
          definition: putScreen(state.definition, plan.change.screen),
          dirty: { ...state.dirty, [plan.screenId]: true },
        });
        syncHistoryFlags(runtime);
        if (plan.screenId === state.openScreenId) {
          postPatches(plan.screenId, plan.change.patches);
          if (plan.selection) setSelection(plan.selection);
        }
        return;
      }
      case 'select':
        return setSelection(plan.selection);
      case 'clipboard':
        store.setState({ clipboard: plan.clipboard });
        return;
      case 'undo':
        return step('undo');
      case 'redo':
        return step('redo');
      case 'save':
        void save(plan.screenId);
        return;
      case 'panels':
        store.setState({ panels: { ...state.panels, ...plan.panels } });
        return;
      case 'refused':
        if (!state.readOnly) notify.refused(plan.code, plan.message);
        return;
      case 'ignored':
        return;
      default: {
        const never: never = plan;
        throw new Error(`unknown plan ${JSON.stringify(never)}`);
      }
    }
  }

  function step(direction: 'undo' | 'redo'): void {
    const state = store.getState();
    const screenId = state.openScreenId;
    if (!screenId || state.readOnly || isScreenLoading(state, screenId) || state.overLimit[screenId] !== undefined) return;
    const view = screenView(state.definition, screenId);
    if (!view) return;
    const history = histories.of(screenId);
    const result = direction === 'undo' ? history.undo(view) : history.redo(view);
    if (!result) return;
    const screen = result.project.screens[0]!;
    const saved = runtime.savedRoots.get(screenId);
    store.setState({
      definition: putScreen(state.definition, screen),
      dirty: { ...state.dirty, [screenId]: saved === undefined || !deepEqual(saved, screen.root) },
    });
    syncHistoryFlags(runtime);
    postPatches(screenId, result.patches);
    // Undoing a drop takes the dropped node away: keep only what still exists.
    const ids = existingIds(screen.root);
    const kept = state.selection.filter((id) => ids.has(id));
    if (kept.length !== state.selection.length) setSelection(kept);
  }

  return {
    dispatch(command) {
      const state = store.getState();
      const plan = applyCanvasMessage(
        {
          project: state.definition,
          openScreenId: state.openScreenId,
          selection: state.selection,
          clipboard: state.clipboard,
          newId: runtime.newId,
        },
        command,
      );
      carry(plan);
    },
    undo: () => step('undo'),
    redo: () => step('redo'),
    select(nodeIds) {
      const state = store.getState();
      const screen = findScreen(state.definition, state.openScreenId);
      if (!screen) return;
      const ids = existingIds(screen.root);
      setSelection(nodeIds.filter((id) => ids.has(id)));
    },
    hover(nodeId) {
      if (store.getState().hoverId === nodeId) return;
      store.setState({ hoverId: nodeId });
      canvas.post({ type: 'host-hover', nodeId });
    },
  };
}
