import type { ElementNode } from '@tessera/model/definition';
import type { RunnableApp } from '@tessera/runtime';
import type { RunApp } from './canvas-store.ts';

/**
 * The app the Run preview runs: the shown screen's tree (kept by `host-load` and `host-patches`)
 * under its description, every other screen, and the run settings, against the draft environment
 * of the project. The settings' start screen is kept for the app's own use; the preview itself
 * opens on the screen the studio shows (its navigation starts there).
 */
export function liveAppOf(projectId: string, root: ElementNode, run: RunApp): RunnableApp {
  const id = encodeURIComponent(projectId);
  return {
    projectId,
    environment: 'draft',
    screens: [{ ...run.openScreen, root }, ...run.screens],
    settings: run.settings,
    dataApiBase: `/api/data/${id}/draft`,
    authBase: `/api/apps/${id}/draft/auth`,
  };
}
