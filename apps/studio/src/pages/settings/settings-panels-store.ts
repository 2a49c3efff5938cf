import { useSyncExternalStore } from 'react';

/**
 * The settings page's open panels (spec §3 interface state store "Settings panel active keys",
 * default '1'): the first panel is open on the first visit, and whatever the user opens or closes
 * is kept while the studio stays open.
 */
export const DEFAULT_SETTINGS_PANEL_KEYS: readonly string[] = ['1'];

let activeKeys: readonly string[] = DEFAULT_SETTINGS_PANEL_KEYS;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The keys of the open panels now. */
export function getSettingsPanelKeys(): readonly string[] {
  return activeKeys;
}

/** Opens or closes one panel (a new array each time, so subscribers see the change). */
export function setSettingsPanelOpen(key: string, open: boolean): void {
  const has = activeKeys.includes(key);
  if (open === has) return;
  activeKeys = open ? [...activeKeys, key] : activeKeys.filter((k) => k !== key);
  for (const listener of listeners) listener();
}

/** The keys of the open panels (re-renders on change). */
export function useSettingsPanelKeys(): readonly string[] {
  return useSyncExternalStore(subscribe, getSettingsPanelKeys, () => DEFAULT_SETTINGS_PANEL_KEYS);
}

/** Back to the default (tests). */
export function resetSettingsPanels(): void {
  activeKeys = DEFAULT_SETTINGS_PANEL_KEYS;
  for (const listener of listeners) listener();
}
