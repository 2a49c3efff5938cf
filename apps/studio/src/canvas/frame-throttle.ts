/** Runs work at most once per animation frame with the latest value; see `createFrameThrottle`. */
export interface FrameThrottle<T> {
  /** Keeps `value` as the latest and runs the work at the next frame (once, however many calls). */
  schedule(value: T): void;
  /** Runs the pending work now, if any (a drop must use the very last position). */
  flush(): void;
  /** Drops the pending work. */
  cancel(): void;
}

/**
 * Coalesces bursts (pointer moves, scroll, resize) into one run per animation frame, so the work
 * reads layout once per frame instead of once per event.
 *
 * @example
 * const hover = createFrameThrottle((event: PointerEvent) => updateHover(event));
 * window.addEventListener('pointermove', hover.schedule);
 */
export function createFrameThrottle<T>(
  run: (value: T) => void,
  frames: { request(callback: () => void): number; cancel(handle: number): void } = {
    request: (callback) => requestAnimationFrame(callback),
    cancel: (handle) => cancelAnimationFrame(handle),
  },
): FrameThrottle<T> {
  let pending: { value: T } | null = null;
  let handle: number | null = null;
  const runPending = () => {
    handle = null;
    const current = pending;
    pending = null;
    if (current) run(current.value);
  };
  return {
    schedule(value) {
      pending = { value };
      handle ??= frames.request(runPending);
    },
    flush() {
      if (handle !== null) frames.cancel(handle);
      runPending();
    },
    cancel() {
      if (handle !== null) frames.cancel(handle);
      handle = null;
      pending = null;
    },
  };
}
