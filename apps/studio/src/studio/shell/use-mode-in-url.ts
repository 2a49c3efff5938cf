import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_STUDIO_MODE, isStudioMode, modeAccess, type StudioMode } from '../modes/studio-modes.ts';
import type { Studio } from '../store/create-studio.ts';

/** The URL parameter that keeps the studio mode across a reload (`?mode=workFlow`). */
export const MODE_PARAM = 'mode';

/**
 * The mode a studio starts in from its URL: the named mode when it needs no domain access, else
 * design (a gated mode is switched to once the workspace's accesses are known).
 */
export function initialModeOf(search: URLSearchParams): StudioMode {
  const requested = search.get(MODE_PARAM);
  return isStudioMode(requested) && modeAccess[requested] === undefined ? requested : DEFAULT_STUDIO_MODE;
}

/**
 * Keeps the studio mode and `?mode=` in step: the URL's mode is requested once the accesses are
 * known (`ready`), through the same rules as the mode switcher; every mode change writes the URL
 * (design leaves it out), replacing the history entry.
 */
export function useModeInUrl(studio: Studio, accesses: readonly string[] | undefined, ready: boolean): void {
  const [search, setSearch] = useSearchParams();
  const requested = search.get(MODE_PARAM);
  // The accesses array is rebuilt on a refetch; only a new request or readiness re-applies the URL.
  const accessesRef = useRef(accesses);
  accessesRef.current = accesses;

  useEffect(() => {
    const write = (mode: StudioMode) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (mode === DEFAULT_STUDIO_MODE) next.delete(MODE_PARAM);
          else next.set(MODE_PARAM, mode);
          return next;
        },
        { replace: true },
      );
    return studio.store.subscribe((state, previous) => {
      if (state.mode !== previous.mode) write(state.mode);
    });
  }, [studio, setSearch]);

  useEffect(() => {
    if (!ready) return;
    const mode = isStudioMode(requested) ? requested : DEFAULT_STUDIO_MODE;
    studio.switchMode(mode, accessesRef.current);
    // A refused or unknown mode: the URL shows the mode the studio is really in.
    const current = studio.store.getState().mode;
    if (current !== mode || (requested !== null && !isStudioMode(requested))) {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (current === DEFAULT_STUDIO_MODE) next.delete(MODE_PARAM);
          else next.set(MODE_PARAM, current);
          return next;
        },
        { replace: true },
      );
    }
  }, [requested, ready, studio, setSearch]);
}
