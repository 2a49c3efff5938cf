import { decideModeSwitch, type StudioMode } from '../modes/studio-modes.ts';
import { closedAccessModal } from './studio-state.ts';
import type { ScreenLoading } from './screen-loading.ts';
import type { StudioRuntime } from './studio-runtime.ts';

/** Modes, the Run preview and the editing a mode switch cancels; see `createModeActions`. */
export interface ModeActions {
  /**
   * Switches the studio mode (spec §4): the current mode is ignored; a gated mode without its
   * domain access opens the licence-restriction modal and logs `licence_restriction`; a switch
   * cancels the editing in progress; design reloads its screen. `accesses` is the workspace's.
   */
  switchMode(mode: StudioMode, accesses: readonly string[] | undefined): void;
  /** Stops a palette drag, the hover outline and the Run preview. */
  cancelEditing(): void;
  /** The Run preview on or off (`host-render-mode`); either way drops the gathered `runApp`. */
  setRunning(running: boolean): void;
  closeAccessModal(): void;
}

/** Creates the mode actions. */
export function createModeActions(runtime: StudioRuntime, loading: ScreenLoading): ModeActions {
  const { store, canvas } = runtime;

  function setRunning(running: boolean): void {
    const renderMode = running ? 'live' : 'edit';
    if (store.getState().renderMode === renderMode) return;
    // The gathered app is only the preview's: each Run gathers it afresh, its end drops it.
    store.setState({ renderMode, runApp: null });
  }

  function cancelEditing(): void {
    const { paletteDrag, hoverId } = store.getState();
    if (paletteDrag) {
      store.setState({ paletteDrag: null });
      canvas.post({ type: 'host-palette-drag', phase: 'leave', elementType: paletteDrag.elementType, x: 0, y: 0 });
    }
    if (hoverId !== null) store.setState({ hoverId: null });
    setRunning(false);
  }

  return {
    switchMode(mode, accesses) {
      const decision = decideModeSwitch(store.getState().mode, mode, accesses);
      switch (decision.kind) {
        case 'ignore':
          return;
        case 'restricted':
          store.setState({ accessModal: { open: true, access: decision.access, limitedAccess: true } });
          runtime.services.logEvent('licence_restriction', { access: decision.access, mode: decision.mode });
          return;
        case 'switch':
          cancelEditing();
          store.setState({ mode: decision.mode });
          if (decision.mode === 'design' && store.getState().screensLoad.status === 'ready') void loading.openDesignScreen();
          return;
        default: {
          const never: never = decision;
          throw new Error(`unknown decision ${JSON.stringify(never)}`);
        }
      }
    },
    cancelEditing,
    setRunning,
    closeAccessModal: () => store.setState({ accessModal: closedAccessModal }),
  };
}
