import type { ElementNode, HostMessage, Screen } from '@tessera/model/definition';
import type { StoreApi } from 'zustand/vanilla';
import { findScreen } from '../editor/screen-change.ts';
import type { CanvasLink } from './canvas-link.ts';
import { isScreenLoading } from './screen-loading.ts';
import type { StudioState } from './studio-state.ts';

/** The canvas sync of a studio; see `startCanvasSync`. */
export interface CanvasSync {
  /** Shows the canvas everything again from scratch (it just connected or asked with `canvas-ready`). */
  resend(): void;
  /** Stops following the store. */
  stop(): void;
}

/** What the canvas was last shown. */
interface Shown {
  screenId: string;
  root: ElementNode;
  selection: readonly string[];
}

/**
 * The one place that tells the canvas what the studio state holds: it subscribes to the store
 * and, on every change, sends what differs from what the canvas was last shown. The open screen
 * (once fetched) is sent with `host-load`, a change of its tree with `host-patches` when the
 * state's `rootChange` leads from the shown root to the new one (an edit, undo or redo), and a
 * fresh `host-load` for any other new tree (reloaded, discarded, another screen). The selection
 * goes as `host-selection`, the layers tree's hover as `host-hover`, the Run preview as
 * `host-render-mode`. Work per change is constant: roots are compared by reference.
 */
export function startCanvasSync(store: StoreApi<StudioState>, canvas: CanvasLink): CanvasSync {
  let shown: Shown | null = null;
  let hoverId: string | null = null;
  let renderMode: StudioState['renderMode'] | null = null;

  function showScreen(state: StudioState, screen: Screen): void {
    canvas.post({ type: 'host-load', screenId: screen.id, root: screen.root, selection: state.selection, renderMode: state.renderMode });
    shown = { screenId: screen.id, root: screen.root, selection: state.selection };
  }

  function showTree(state: StudioState): void {
    if (state.openScreenId === null || isScreenLoading(state, state.openScreenId)) return;
    const screen = findScreen(state.definition, state.openScreenId);
    if (!screen) return;
    if (shown?.screenId === screen.id && shown.root === screen.root) return;
    const change = state.rootChange;
    if (shown?.screenId === screen.id && change?.screenId === screen.id && change.before === shown.root && change.after === screen.root) {
      canvas.post({ type: 'host-patches', screenId: screen.id, patches: change.patches });
      shown = { ...shown, root: screen.root };
      return;
    }
    showScreen(state, screen);
  }

  function showSelection(state: StudioState): void {
    if (!shown || shown.screenId !== state.openScreenId || shown.selection === state.selection) return;
    const message: HostMessage = { type: 'host-selection', screenId: shown.screenId, nodeIds: state.selection };
    shown = { ...shown, selection: state.selection };
    canvas.post(message);
  }

  function sync(state: StudioState): void {
    if (!canvas.isConnected()) return;
    if (state.renderMode !== renderMode) {
      renderMode = state.renderMode;
      canvas.post({ type: 'host-render-mode', renderMode });
    }
    showTree(state);
    showSelection(state);
    if (state.hoverId !== hoverId) {
      hoverId = state.hoverId;
      canvas.post({ type: 'host-hover', nodeId: hoverId });
    }
  }

  const unsubscribe = store.subscribe((state) => sync(state));
  return {
    resend() {
      shown = null;
      hoverId = null;
      renderMode = null;
      sync(store.getState());
    },
    stop: unsubscribe,
  };
}
