import type { ElementNode, HostMessage, Screen } from '@tessera/model/definition';
import type { StoreApi } from 'zustand/vanilla';
import { findScreen } from '../editor/screen-change.ts';
import type { CanvasLink } from './canvas-link.ts';
import { isScreenLoading } from './screen-loading.ts';
import type { RunApp, StudioState } from './studio-state.ts';

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

/** What the canvas was last sent of the rest of the app for the Run preview. */
interface ShownRun {
  screenId: string;
  open: Screen;
  others: readonly Screen[];
  settings: RunApp['settings'];
  previewToken: string;
}

/**
 * The one place that tells the canvas what the studio state holds: it subscribes to the store
 * and, on every change, sends what differs from what the canvas was last shown. The open screen
 * (once fetched) is sent with `host-load`, a change of its tree with `host-patches` when the
 * state's `rootChange` leads from the shown root to the new one (an edit, undo or redo), and a
 * fresh `host-load` for any other new tree (reloaded, discarded, another screen). The selection
 * goes as `host-selection`, the layers tree's hover as `host-hover`, the Run preview as
 * `host-render-mode`. Work per change is constant: roots are compared by reference.
 *
 * While the Run preview runs, the rest of the app (`state.runApp`) goes as `host-run-app`: when
 * it is first gathered, after every `host-load` (which clears the canvas's copy), and when another
 * screen, the open screen's description, the settings or the preview token change (compared by
 * reference, the gathering keeps unchanged screens' objects). It waits for the studio's first
 * preview token (`state.previewToken`). Edit mode never sends it.
 */
export function startCanvasSync(store: StoreApi<StudioState>, canvas: CanvasLink): CanvasSync {
  let shown: Shown | null = null;
  let hoverId: string | null = null;
  let renderMode: StudioState['renderMode'] | null = null;
  let shownRun: ShownRun | null = null;

  function showScreen(state: StudioState, screen: Screen): void {
    canvas.post({ type: 'host-load', screenId: screen.id, root: screen.root, selection: state.selection, renderMode: state.renderMode });
    shown = { screenId: screen.id, root: screen.root, selection: state.selection };
    shownRun = null;
  }

  function showRunApp(state: StudioState): void {
    const runApp = state.runApp;
    const previewToken = state.previewToken;
    // Without a preview token draft refuses the app: the preview waits for the first one.
    if (state.renderMode !== 'live' || !runApp || previewToken === null || !shown || shown.screenId !== state.openScreenId) return;
    const screenId = shown.screenId;
    const open = runApp.screens.find((screen) => screen.id === screenId);
    // Gathered before this screen existed: the next gathering includes it.
    if (!open) return;
    const others = runApp.screens.filter((screen) => screen.id !== screenId);
    if (
      shownRun?.screenId === screenId &&
      shownRun.settings === runApp.settings &&
      shownRun.previewToken === previewToken &&
      sameScreenInfo(shownRun.open, open) &&
      shownRun.others.length === others.length &&
      shownRun.others.every((screen, index) => screen === others[index])
    ) {
      return;
    }
    const { id, name, kind, isMobile, isDesktop, masterId } = open;
    canvas.post({
      type: 'host-run-app',
      openScreen: { id, name, kind, isMobile, isDesktop, ...(masterId === undefined ? {} : { masterId }) },
      screens: others.map((screen) => ({
        id: screen.id,
        name: screen.name,
        kind: screen.kind,
        isMobile: screen.isMobile,
        isDesktop: screen.isDesktop,
        ...(screen.masterId === undefined ? {} : { masterId: screen.masterId }),
        root: screen.root,
      })),
      settings: runApp.settings,
      previewToken,
    });
    shownRun = { screenId, open, others, settings: runApp.settings, previewToken };
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
      shownRun = null;
      canvas.post({ type: 'host-render-mode', renderMode });
    }
    showTree(state);
    showRunApp(state);
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
      shownRun = null;
      sync(store.getState());
    },
    stop: unsubscribe,
  };
}

function sameScreenInfo(a: Screen, b: Screen): boolean {
  return a === b || (a.name === b.name && a.kind === b.kind && a.isMobile === b.isMobile && a.isDesktop === b.isDesktop && a.masterId === b.masterId);
}
