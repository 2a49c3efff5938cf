import {
  DEFAULT_DESKTOP_PRESET_ID,
  DEFAULT_PHONE_PRESET_ID,
  devicePresets,
  findDevicePreset,
  type DevicePreset,
} from '@tessera/catalog';
import { nodeIndexOf, type ElementNode, type Screen } from '@tessera/model/definition';
import { findScreen } from '../editor/screen-change.ts';
import { effectiveScale } from '../zoom/zoom.ts';
import type { StudioState } from './studio-state.ts';

/** The screen shown in design mode, when loaded. */
export function openScreenOf(state: StudioState): Screen | undefined {
  return findScreen(state.definition, state.openScreenId);
}

/** The open screen's root element, when loaded. */
export function openRootOf(state: StudioState): ElementNode | undefined {
  return openScreenOf(state)?.root;
}

/**
 * The limit message of the open screen when it was stored past the screen tree limits (shown cut
 * to them, read-only); `undefined` otherwise.
 */
export function openScreenOverLimitOf(state: StudioState): string | undefined {
  return state.openScreenId === null ? undefined : state.overLimit[state.openScreenId];
}

/** Whether the open screen takes no edits: a member without a Developer seat, or a screen over the limits. */
export function isOpenScreenLocked(state: StudioState): boolean {
  return state.readOnly || openScreenOverLimitOf(state) !== undefined;
}

/** The save state the toolbar shows for the open screen. */
export type SaveState = 'none' | 'saving' | 'unsaved' | 'failed' | 'saved';

/** Saving, unsaved (a failed save says so), or saved; `none` without an open screen. */
export function saveStateOf(state: StudioState): SaveState {
  const id = state.openScreenId;
  if (id === null || !openScreenOf(state)) return 'none';
  if (state.saving[id]) return 'saving';
  if (state.dirty[id]) return state.saveErrors[id] ? 'failed' : 'unsaved';
  return 'saved';
}

/** The preset a screen opens with: a phone for a mobile-only screen, else a desktop. */
export function defaultPresetIdFor(screen: Pick<Screen, 'isMobile' | 'isDesktop'> | undefined): string {
  return screen && screen.isMobile && !screen.isDesktop ? DEFAULT_PHONE_PRESET_ID : DEFAULT_DESKTOP_PRESET_ID;
}

/** The device the canvas shows: the one picked in the toolbar, else the open screen's default. */
export function devicePresetOf(state: StudioState): DevicePreset {
  const picked = state.devicePresetId === null ? undefined : findDevicePreset(state.devicePresetId);
  return picked ?? findDevicePreset(defaultPresetIdFor(openScreenOf(state))) ?? devicePresets[0]!;
}

/** The scale the canvas shows at now. */
export function scaleOf(state: StudioState): number {
  return effectiveScale(state.zoom, state.stageFit);
}

/** The id of the one selected element; `undefined` for none or several. */
export function selectedIdOf(state: StudioState): string | undefined {
  return state.selection.length === 1 ? state.selection[0] : undefined;
}

/** An element of the open screen by id; `undefined` when the screen is not loaded or lacks it. */
export function nodeOfOpenScreen(state: StudioState, nodeId: string): ElementNode | undefined {
  const root = openRootOf(state);
  return root ? nodeIndexOf(root).nodeById.get(nodeId) : undefined;
}

/** The one selected element of the open screen (the properties panel's node); `undefined` for none or several. */
export function selectedNodeOf(state: StudioState): ElementNode | undefined {
  const id = selectedIdOf(state);
  return id === undefined ? undefined : nodeOfOpenScreen(state, id);
}

/**
 * Whether a node of the open screen lies inside a data repeater (not counting itself): only
 * there do its bindings have the current row as `item` and `index`.
 */
export function isInRepeaterOfOpenScreen(state: StudioState, nodeId: string): boolean {
  const root = openRootOf(state);
  if (!root) return false;
  const index = nodeIndexOf(root);
  for (let current = index.parentById.get(nodeId); current != null; current = index.parentById.get(current)) {
    if (index.nodeById.get(current)?.type === 'dataRepeater') return true;
  }
  return false;
}
