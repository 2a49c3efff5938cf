import { deepEqual } from '@tessera/model/definition';
import { applyCanvasMessage } from '../editor/apply-canvas-message.ts';
import type { CommandPlan, StudioRefusalCode } from '../editor/command-plan.ts';
import { findScreen, putScreen } from '../editor/screen-change.ts';
import type { StudioCommand } from '../editor/studio-command.ts';
import { existingIds } from './existing-ids.ts';
import { syncHistoryFlags } from './history-sync.ts';
import { isScreenLoading } from './screen-loading.ts';
import type { StudioRuntime } from './studio-runtime.ts';

/** The code of an edit refused because its screen is still being fetched. */
export const SCREEN_LOADING = 'screen-loading' satisfies StudioRefusalCode;
/** The code of an edit refused because its screen was stored past the tree limits (read-only). */
export const SCREEN_OVER_LIMIT = 'screen-over-limit' satisfies StudioRefusalCode;

/** The editing actions of a studio: commands, undo and redo, selection and hover. */
export interface EditActions {
  /** Runs a canvas message or a shell edit through the model's ops (see `applyCanvasMessage`). */
  dispatch(command: StudioCommand): void;
  /** Undoes the last change of the open screen. */
  undo(): void;
  /** Redoes the last undone change of the open screen. */
  redo(): void;
  /**
   * Ends the typing session of a field (it lost the focus): the next change of the open screen
   * is a new undo step even with the same merge key.
   */
  endTypingSession(): void;
  /** Selects nodes of the open screen (the layers tree, arrow keys). */
  select(nodeIds: string[]): void;
  /** The node the layers tree hovers, outlined on the canvas. */
  hover(nodeId: string | null): void;
  /** The properties panel showed the canvas's popup request: it is forgotten. */
  popupShown(): void;
}

/**
 * Creates the editing actions. `save` is the save action, for the canvas's Ctrl+S. Every change
 * is recorded in its screen's history and put in the state with its patches (`rootChange`); the
 * canvas sync shows it. While the open screen is being fetched, its edits are refused
 * (`SCREEN_LOADING`) and undo and redo do nothing: the fetched copy would replace them. A screen
 * stored past the tree limits takes no edits at all (`SCREEN_OVER_LIMIT`): it is shown cut to
 * them. An undo or redo from the canvas names its screen and does nothing once another is open.
 */
export function createEditActions(runtime: StudioRuntime, save: (screenId: string) => Promise<boolean>): EditActions {
  const { store, histories, notify } = runtime;

  function carry(plan: CommandPlan): void {
    const state = store.getState();
    switch (plan.kind) {
      case 'edit': {
        if (state.readOnly) return;
        if (isScreenLoading(state, plan.screenId)) {
          notify.refused({ code: SCREEN_LOADING, message: 'This screen is still loading. Edit it once it has loaded.' });
          return;
        }
        const overLimit = state.overLimit[plan.screenId];
        if (overLimit !== undefined) {
          notify.refused({ code: SCREEN_OVER_LIMIT, message: overLimit });
          return;
        }
        const before = findScreen(state.definition, plan.screenId);
        histories.of(plan.screenId).record(plan.change, plan.mergeKey === undefined ? {} : { mergeKey: plan.mergeKey });
        store.setState({
          definition: putScreen(state.definition, plan.change.screen),
          dirty: { ...state.dirty, [plan.screenId]: true },
          ...(before ? { rootChange: { screenId: plan.screenId, before: before.root, after: plan.change.screen.root, patches: plan.change.patches } } : {}),
          ...(plan.selection && plan.screenId === state.openScreenId ? { selection: plan.selection } : {}),
        });
        syncHistoryFlags(runtime);
        return;
      }
      case 'select':
        store.setState({
          selection: plan.selection,
          ...(plan.popup ? { popup: { ...plan.popup, seq: (state.popup?.seq ?? 0) + 1 } } : {}),
        });
        return;
      case 'clipboard':
        store.setState({ clipboard: plan.clipboard });
        return;
      case 'undo':
      case 'redo':
        if (plan.screenId === state.openScreenId) step(plan.kind);
        return;
      case 'save':
        void save(plan.screenId);
        return;
      case 'panels':
        store.setState({ panels: { ...state.panels, ...plan.panels } });
        return;
      case 'refused':
        if (!state.readOnly) notify.refused(plan.refusal);
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
    const screen = findScreen(state.definition, screenId);
    if (!screen) return;
    const history = histories.of(screenId);
    const result = direction === 'undo' ? history.undo(screen.root) : history.redo(screen.root);
    if (!result) return;
    const saved = runtime.savedRoots.get(screenId);
    // Undoing a drop takes the dropped node away: keep only what still exists.
    const ids = existingIds(result.root);
    const kept = state.selection.filter((id) => ids.has(id));
    store.setState({
      definition: putScreen(state.definition, { ...screen, root: result.root }),
      dirty: { ...state.dirty, [screenId]: saved === undefined || !deepEqual(saved, result.root) },
      rootChange: { screenId, before: screen.root, after: result.root, patches: result.patches },
      ...(kept.length !== state.selection.length ? { selection: kept } : {}),
    });
    syncHistoryFlags(runtime);
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
      // The canvas showed the drop already: a move that changed nothing (refused) is taken back there.
      if (command.type === 'drag-move') {
        const before = findScreen(state.definition, command.screenId);
        const after = findScreen(store.getState().definition, command.screenId);
        if (!after || after.root === before?.root) runtime.canvas.post({ type: 'host-move-refused', screenId: command.screenId, dragId: command.dragId });
      }
    },
    undo: () => step('undo'),
    redo: () => step('redo'),
    endTypingSession() {
      const { openScreenId } = store.getState();
      if (openScreenId) histories.of(openScreenId).seal();
    },
    select(nodeIds) {
      const state = store.getState();
      const screen = findScreen(state.definition, state.openScreenId);
      if (!screen) return;
      const ids = existingIds(screen.root);
      store.setState({ selection: nodeIds.filter((id) => ids.has(id)) });
    },
    hover(nodeId) {
      if (store.getState().hoverId !== nodeId) store.setState({ hoverId: nodeId });
    },
    popupShown() {
      const { popup } = store.getState();
      if (popup) store.setState({ popup: { ...popup, shown: true } });
    },
  };
}
