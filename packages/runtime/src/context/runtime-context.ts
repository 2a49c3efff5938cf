import type { RenderMode } from '@tessera/model/definition';
import { createContext, useContext } from 'react';

/**
 * What a screen is rendered for: `mode` (`'edit'` on the studio canvas, `'live'` in the Run
 * preview and published apps) and, in live mode, `onEvent`, called when an element fires one of
 * its declared events (`onClick`, `onChange`...) with the element's id and an optional payload
 * (an input's new value, a form's values).
 */
export interface RuntimeContextValue {
  mode: RenderMode;
  onEvent?: (nodeId: string, event: string, payload?: unknown) => void;
}

/** What elements read from the runtime context: the mode and a stable `emit`. */
export interface RuntimeState {
  mode: RenderMode;
  /** Calls the provider's current `onEvent`; the same function for as long as the mode stays. */
  emit: (nodeId: string, event: string, payload?: unknown) => void;
}

function ignoreEvent(): void {}

/**
 * The runtime context. Its value changes only when the render mode changes, never on a document
 * edit, so reading it does not defeat `NodeView`'s memo. Without a provider: live, events ignored.
 */
export const RuntimeContext = createContext<RuntimeState>({ mode: 'live', emit: ignoreEvent });

/** The render mode and event emitter of the nearest `RuntimeProvider`. */
export function useRuntime(): RuntimeState {
  return useContext(RuntimeContext);
}
