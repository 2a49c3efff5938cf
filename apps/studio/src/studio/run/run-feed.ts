import type { StoreApi } from 'zustand/vanilla';
import type { RunApp, StudioState } from '../store/studio-state.ts';

/** Where the gathered app goes besides the Run preview: the Run tabs (see `createRunChannelHost`). */
export interface RunTabs {
  /** Whether any Run tab wants the app. */
  wanted(): boolean;
  publish(app: RunApp, state: StudioState): void;
}

/** The feed of a studio; see `startRunFeed`. */
export interface RunFeed {
  /** Gathers the app again after the pause (when anyone wants it), e.g. for a tab that just opened. */
  schedule(): void;
  stop(): void;
}

/**
 * Gathers the whole app (every screen with the studio's unsaved changes, the run settings) for
 * those who run it: the Run preview (`state.runApp`, sent to the canvas by the canvas sync) while
 * it runs, and the Run tabs once one has announced itself. Nothing is gathered otherwise, so
 * editing never pays for it. It gathers at once when the preview starts, and again after a pause
 * in the changes of the screens or the project (and whenever `schedule` is called: the settings
 * changed). A gathering that ends after the preview stopped does not bring `runApp` back; one
 * that fails while the preview still waits is tried again after `retryMs`.
 */
export function startRunFeed(
  store: StoreApi<StudioState>,
  options: { gather: () => Promise<RunApp>; tabs: RunTabs; delayMs: number; retryMs: number },
): RunFeed {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const previewRuns = () => store.getState().renderMode === 'live';

  const gatherNow = async () => {
    const app = await options.gather();
    if (stopped) return;
    const state = store.getState();
    if (state.renderMode === 'live') store.setState({ runApp: app });
    if (options.tabs.wanted()) options.tabs.publish(app, state);
  };
  const wanted = () => !stopped && (previewRuns() || options.tabs.wanted());
  const schedule = (delayMs = options.delayMs) => {
    if (!wanted()) return;
    clearTimeout(timer);
    // A failed read (offline, a screen deleted meanwhile) is retried with the next change, and
    // after a while when the preview waits for it (it shows nothing else until then).
    timer = setTimeout(() => {
      // Wanted when scheduled, maybe not any more (the preview stopped during the wait).
      if (!wanted()) return;
      void gatherNow().catch(() => {
        if (previewRuns() && store.getState().runApp === null) schedule(options.retryMs);
      });
    }, delayMs);
  };
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.renderMode === 'live' && previous.renderMode !== 'live') schedule(0);
    else if (state.definition !== previous.definition || state.screens !== previous.screens || state.project !== previous.project) schedule();
  });
  return {
    schedule: () => schedule(),
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
