import { type AppSettings, createProjectDefinition, type ClipboardPayload, type ElementNode, type ProjectDefinition, type RenderMode, type Screen } from '@tessera/model/definition';
import type { Patch } from 'immer';
import type { CreateScreenRequest, Project, ScreenSummary } from '@tessera/model/workspace-api';
import type { RunUnavailableReason } from '@tessera/model/releases';
import { DEFAULT_STUDIO_MODE, type StudioMode } from '../modes/studio-modes.ts';
import type { Zoom } from '../zoom/zoom.ts';
import type { PopupPlan } from '../editor/command-plan.ts';

/** A fetch the studio shows: under way, done, or failed with the message to show. */
export type LoadStatus = { status: 'idle' } | { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/**
 * Whose unsaved changes a step would leave behind: the open screen's (switching or creating a
 * screen keeps the others loaded) or every loaded screen's (leaving the studio).
 */
export type UnsavedChangesScope = 'screen' | 'studio';

/** Spec §3 interface state "Unsaved-changes modal": show flag, next template, has-changes flag, next callback. */
export interface UnsavedChangesState {
  show: boolean;
  /** Which screens Save and continue saves and Discard drops. */
  scope: UnsavedChangesScope;
  /** The template of the screen about to be created, when creating one is what waits. */
  nextTemplate: CreateScreenRequest | null;
  hasChanges: boolean;
  /** What runs once the changes are saved or discarded. */
  next: (() => void) | null;
  /** What runs when the user stays (a blocked navigation is reset). */
  stay: (() => void) | null;
  busy: boolean;
}

/** Spec §3 interface state "Domain access modal": open flag, access name, limited-access flag. */
export interface AccessModalState {
  open: boolean;
  access: string | null;
  limitedAccess: boolean;
}

/** A save the server refused as stale (409): the screen it concerns, for the conflict modal. */
export interface SaveConflict {
  screenId: string;
  screenName: string;
  busy: boolean;
}

/**
 * The last change of a screen's tree made by patches (an edit, undo or redo): the root before and
 * after it and the patches between them, rooted at the root node. The canvas sync sends these
 * patches when the canvas shows `before`; any other new tree reaches the canvas as a whole.
 */
export interface RootChange {
  screenId: string;
  before: ElementNode;
  after: ElementNode;
  patches: Patch[];
}

/** The state of one mounted design studio. The document is changed only through the model's ops. */
export interface StudioState {
  projectId: string;
  /** The project's record (name, favourite star); set by the page from its query. */
  project: Project | null;
  /** True for a member without a Developer seat: nothing can be changed or saved. */
  readOnly: boolean;
  screens: ScreenSummary[];
  startScreenId: string | null;
  screensLoad: LoadStatus;
  /** A create, rename, duplicate, delete or start-screen call is under way. */
  screensBusy: boolean;
  /** The app definition being edited: the loaded screens, in load order. */
  definition: ProjectDefinition;
  /** The last change of a tree by patches, for the canvas sync. */
  rootChange: RootChange | null;
  openScreenId: string | null;
  screenLoad: LoadStatus;
  /** Per loaded screen: the version the next save sends. */
  versions: Record<string, number>;
  /** Per loaded screen: changed since it was loaded or saved. */
  dirty: Record<string, boolean>;
  /** Per screen: a save is under way. */
  saving: Record<string, boolean>;
  /** Per screen: the message of the last failed save (cleared by the next success). */
  saveErrors: Record<string, string>;
  /**
   * Per loaded screen stored past the screen tree limits (before they existed): the message of
   * the limit. Such a screen is shown cut to the limits and takes no edits and no saves.
   */
  overLimit: Record<string, string>;
  selection: string[];
  /**
   * The last editor a canvas popup message asked for (spec §4: action popup, form popup), with
   * `seq` growing each time; `shown` once the properties panel opened it, so it opens only once.
   */
  popup: (PopupPlan & { seq: number; shown?: boolean }) | null;
  hoverId: string | null;
  clipboard: ClipboardPayload | null;
  /** Whether the open screen's history can undo and redo (mirrors the history book). */
  canUndo: boolean;
  canRedo: boolean;
  mode: StudioMode;
  /** `null` until a screen is open: the default then follows the screen's devices. */
  devicePresetId: string | null;
  zoom: Zoom;
  /** The scale at which the device fits the stage now (measured by the stage). */
  stageFit: number;
  renderMode: RenderMode;
  /**
   * The app the Run preview runs: every screen (loaded ones as they are now, unsaved changes
   * included) and the run settings. Gathered only while the preview runs (`null` otherwise), so
   * editing never copies or sends the other screens.
   */
  runApp: RunApp | null;
  /**
   * The preview token of the project's draft (`useRunApp` mints and renews it once the Run
   * preview or a Run tab first runs): what runs the app sends it, draft refuses the app without it.
   */
  previewToken: string | null;
  /**
   * Why no preview token could be had (a refused or failed request), until one comes: the Run
   * preview and the Run tabs say so instead of starting the app.
   */
  previewTokenProblem: RunUnavailableReason | null;
  /** Grows with each Try again of the builder after a problem: `useRunApp` asks for a token again. */
  previewTokenRetries: number;
  /** Side panels shown (palette, layers, properties, screens); a missing key means shown. */
  panels: Record<string, boolean>;
  /** A palette element being dragged over the stage. */
  paletteDrag: { elementType: string } | null;
  conflict: SaveConflict | null;
  unsavedChanges: UnsavedChangesState;
  accessModal: AccessModalState;
}

/** What the Run preview runs besides the open screen's tree; see `StudioState.runApp`. */
export interface RunApp {
  screens: readonly Screen[];
  settings: AppSettings;
}

/** An app definition with no screens loaded yet. */
export function emptyDefinition(projectId: string, name = ''): ProjectDefinition {
  return createProjectDefinition(projectId, name);
}

/** The unsaved-changes modal, closed. */
export const closedUnsavedChanges: UnsavedChangesState = { show: false, scope: 'screen', nextTemplate: null, hasChanges: false, next: null, stay: null, busy: false };

/** The domain access modal, closed. */
export const closedAccessModal: AccessModalState = { open: false, access: null, limitedAccess: false };

/** The state of a studio that has loaded nothing yet. */
export function initialStudioState(options: { projectId: string; readOnly: boolean; mode?: StudioMode }): StudioState {
  return {
    projectId: options.projectId,
    project: null,
    readOnly: options.readOnly,
    screens: [],
    startScreenId: null,
    screensLoad: { status: 'idle' },
    screensBusy: false,
    definition: emptyDefinition(options.projectId),
    rootChange: null,
    openScreenId: null,
    screenLoad: { status: 'idle' },
    versions: {},
    dirty: {},
    saving: {},
    saveErrors: {},
    overLimit: {},
    selection: [],
    popup: null,
    hoverId: null,
    clipboard: null,
    canUndo: false,
    canRedo: false,
    mode: options.mode ?? DEFAULT_STUDIO_MODE,
    devicePresetId: null,
    zoom: 'fit',
    stageFit: 1,
    renderMode: 'edit',
    runApp: null,
    previewToken: null,
    previewTokenProblem: null,
    previewTokenRetries: 0,
    panels: {},
    paletteDrag: null,
    conflict: null,
    unsavedChanges: closedUnsavedChanges,
    accessModal: closedAccessModal,
  };
}
