import type { Action } from '@tessera/model/definition';

/** What the Run preview does for the actions it supports. */
export interface PreviewEffects {
  /** Opens a web address in a new tab. */
  openUrl(url: string): void;
  /** Shows a short message inside the canvas. */
  showMessage(text: string): void;
}

const openableProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * An action's address if the preview may open it: absolute `http(s)`, `mailto` or `tel` only, so
 * a `javascript:` or `data:` address stored in an app never runs with the studio's origin.
 */
export function openableUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return openableProtocols.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Runs an event's actions in order in the Run preview: `openUrl` (`params.url`) and
 * `showMessage` (`params.text`). The preview offers only these two; other action types and
 * actions with unusable params are skipped.
 */
export function runPreviewActions(actions: readonly Action[], effects: PreviewEffects): void {
  for (const action of actions) {
    if (action.type === 'openUrl') {
      const url = openableUrl(action.params.url);
      if (url) effects.openUrl(url);
    } else if (action.type === 'showMessage') {
      const text = action.params.text;
      if (typeof text === 'string' && text !== '') effects.showMessage(text);
    }
  }
}
