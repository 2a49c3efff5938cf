import type { Project } from '@tessera/model/workspace-api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StudioMode } from '../modes/studio-modes.ts';
import type { Zoom } from '../zoom/zoom.ts';
import { createCanvasLink, type CanvasLink } from './canvas-link.ts';
import { startCanvasSync } from './canvas-sync.ts';
import { createEditActions, type EditActions } from './edit-actions.ts';
import { createHistoryBook } from './history-book.ts';
import { createModeActions, type ModeActions } from './mode-actions.ts';
import { createScreenCommands, type ScreenCommands } from './screen-commands.ts';
import { createScreenLoading, type ScreenLoading } from './screen-loading.ts';
import { createScreenSaving, type ScreenSaving } from './screen-saving.ts';
import type { StudioMemory, StudioNotifier, StudioServices } from './studio-services.ts';
import { initialStudioState, type StudioState } from './studio-state.ts';
import type { StudioRuntime } from './studio-runtime.ts';
import { createUnsavedChanges, type UnsavedChanges } from './unsaved-changes.ts';

/** What a studio is made with. */
export interface StudioOptions {
  projectId: string;
  readOnly: boolean;
  mode?: StudioMode;
  services: StudioServices;
  notify: StudioNotifier;
  memory: StudioMemory;
  /** Makes node ids; `crypto.randomUUID` by default. */
  newId?: () => string;
}

/**
 * One mounted design studio: its store (components subscribe with selectors) and its actions.
 * Everything it holds (histories, clipboard, canvas link) lives and dies with it.
 */
export interface Studio
  extends EditActions,
    Pick<ScreenLoading, 'loadScreens' | 'openScreen' | 'openDesignScreen' | 'reloadScreen' | 'discardChanges'>,
    ScreenSaving,
    ScreenCommands,
    ModeActions {
  store: StoreApi<StudioState>;
  canvas: CanvasLink;
  /** The unsaved-changes guard (switching or creating a screen: the open one; leaving the route: all). */
  unsaved: UnsavedChanges;
  /** Connects the canvas iframe after its `canvas-ready`, and shows it the open screen. */
  connectCanvas(send: Parameters<CanvasLink['connect']>[0]): () => void;
  /** Opens another screen, through the unsaved-changes guard. */
  requestOpenScreen(screenId: string): void;
  setProject(project: Project): void;
  setReadOnly(readOnly: boolean): void;
  /** A device preset picked in the toolbar (`null`: back to the screen's default). */
  setDevicePreset(presetId: string | null): void;
  setZoom(zoom: Zoom): void;
  /** The stage measured the scale at which the device fits. */
  setStageFit(scale: number): void;
  /** Starts or ends a palette drag over the stage. */
  setPaletteDrag(drag: { elementType: string } | null): void;
  /** Forgets every history, stops the canvas sync and disconnects the canvas (the studio unmounts). */
  dispose(): void;
}

/** Creates a design studio for one project. */
export function createStudio(options: StudioOptions): Studio {
  const store = createStore<StudioState>()(() =>
    initialStudioState({ projectId: options.projectId, readOnly: options.readOnly, ...(options.mode ? { mode: options.mode } : {}) }),
  );
  const runtime: StudioRuntime = {
    store,
    histories: createHistoryBook(),
    canvas: createCanvasLink(),
    services: options.services,
    notify: options.notify,
    memory: options.memory,
    newId: options.newId ?? (() => crypto.randomUUID()),
    savedRoots: new Map(),
  };
  const canvasSync = startCanvasSync(store, runtime.canvas);
  const loading = createScreenLoading(runtime);
  const saving = createScreenSaving(runtime, loading);
  const edit = createEditActions(runtime, saving.save);
  const commands = createScreenCommands(runtime, loading, saving);
  const modes = createModeActions(runtime, loading);
  const unsaved = createUnsavedChanges(runtime, loading, saving);

  return {
    store,
    canvas: runtime.canvas,
    unsaved,
    ...edit,
    loadScreens: loading.loadScreens,
    openScreen: loading.openScreen,
    openDesignScreen: loading.openDesignScreen,
    reloadScreen: loading.reloadScreen,
    discardChanges: loading.discardChanges,
    ...saving,
    ...commands,
    ...modes,
    createScreen: (request) =>
      new Promise<string | null>((resolve) => unsaved.guard(() => resolve(commands.createScreen(request)), { nextTemplate: request, stay: () => resolve(null), scope: 'screen' })),
    connectCanvas(send) {
      const disconnect = runtime.canvas.connect(send);
      canvasSync.resend();
      return disconnect;
    },
    requestOpenScreen(screenId) {
      if (store.getState().openScreenId === screenId) return;
      unsaved.guard(() => void loading.openScreen(screenId), { scope: 'screen' });
    },
    setProject: (project) => store.setState({ project }),
    setReadOnly: (readOnly) => store.setState({ readOnly }),
    setDevicePreset: (devicePresetId) => store.setState({ devicePresetId }),
    setZoom: (zoom) => store.setState({ zoom }),
    setStageFit: (stageFit) => {
      if (store.getState().stageFit !== stageFit) store.setState({ stageFit });
    },
    setPaletteDrag: (paletteDrag) => store.setState({ paletteDrag }),
    dispose() {
      runtime.histories.dropAll();
      canvasSync.stop();
      runtime.canvas.disconnect();
    },
  };
}
