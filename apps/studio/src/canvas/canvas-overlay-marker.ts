/** Marks the overlay layer: its handles take pointer input, so the screen's listeners leave them alone. */
export const OVERLAY_ATTRIBUTE = 'data-canvas-overlay';

/** Whether an event happened on the overlay (a resize handle). */
export function isOnOverlay(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${OVERLAY_ATTRIBUTE}]`) !== null;
}
