import { openableUrl, type Action } from '@tessera/model/definition';

/** What the Run preview does for the actions it supports. */
export interface PreviewEffects {
  /** Opens a web address in a new tab. */
  openUrl(url: string): void;
  /** Shows a short message inside the canvas. */
  showMessage(text: string): void;
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
