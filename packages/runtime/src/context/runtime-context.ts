import { openableUrl, type RenderMode } from '@tessera/model/definition';
import { Linking } from 'react-native';
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
  /**
   * Opens an address a link or a video leads to (already checked by `openableUrl`) in `target`.
   * Without it the system opens it (`Linking.openURL`). The studio's Run preview always opens a
   * new tab, so the preview never navigates itself or the studio away.
   */
  openUrl?: (url: string, target: string) => void;
}

/** What elements read from the runtime context: the mode, a stable `emit` and `open`. */
export interface RuntimeState {
  mode: RenderMode;
  /** Calls the provider's current `onEvent`; the same function for as long as the mode stays. */
  emit: (nodeId: string, event: string, payload?: unknown) => void;
  /**
   * Opens `address` in `target` if `openableUrl` accepts it (http(s), mailto, tel), through the
   * provider's `openUrl` or the system; anything else (a `javascript:` address) is ignored.
   */
  open: (address: string, target?: string) => void;
}

function ignoreEvent(): void {}

/**
 * The runtime context. Its value changes only when the render mode changes, never on a document
 * edit, so reading it does not defeat `NodeView`'s memo. Without a provider: live, events ignored.
 */
export const RuntimeContext = createContext<RuntimeState>({ mode: 'live', emit: ignoreEvent, open: (address, target) => openWith(undefined, address, target) });

/** Opens a checked address with `openUrl`, else the system; an address `openableUrl` refuses is ignored. */
export function openWith(openUrl: RuntimeContextValue['openUrl'], address: string, target = '_blank'): void {
  const url = openableUrl(address);
  if (url === null) return;
  if (openUrl) openUrl(url, target);
  else void Linking.openURL(url, target).catch(() => undefined);
}

/** The render mode and event emitter of the nearest `RuntimeProvider`. */
export function useRuntime(): RuntimeState {
  return useContext(RuntimeContext);
}
