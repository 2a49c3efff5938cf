import type { ResizedSize } from './resize-geometry.ts';

/** How long a released resize keeps its preview size if the shell sends no patches back. */
export const RESIZE_PREVIEW_GRACE_MS = 1_000;

/** The live size of an element being resized; see `createResizePreview`. */
export interface ResizePreview {
  /** Starts previewing on `element`, remembering its inline width and height. */
  begin(element: HTMLElement): void;
  /** Writes a preview size into the element's inline style. */
  show(size: ResizedSize): void;
  /** The gesture ended with a request: keep the preview until `settle` or the grace time. */
  hold(): void;
  /** Puts the remembered inline size back now (a cancelled gesture, or the shell answered). */
  settle(): void;
}

/**
 * Previews a resize by writing the element's inline style directly (no document change, no React
 * render per pointer move). After release the preview holds until the shell's answer arrives:
 * `settle` runs just before those patches are applied, so React's next commit writes the stored
 * size over the restored one in the same frame, with no flicker back to the old size.
 */
export function createResizePreview(): ResizePreview {
  let active: { element: HTMLElement; width: string; height: string; timer: ReturnType<typeof setTimeout> | null } | null = null;
  const settle = () => {
    if (!active) return;
    if (active.timer !== null) clearTimeout(active.timer);
    active.element.style.width = active.width;
    active.element.style.height = active.height;
    active = null;
  };
  return {
    begin(element) {
      settle();
      active = { element, width: element.style.width, height: element.style.height, timer: null };
    },
    show(size) {
      if (!active) return;
      // Mutates the rendered element on purpose: the preview must not wait for a round trip.
      if (size.width !== undefined) active.element.style.width = `${size.width}px`;
      if (size.height !== undefined) active.element.style.height = `${size.height}px`;
    },
    hold() {
      if (active && active.timer === null) active.timer = setTimeout(settle, RESIZE_PREVIEW_GRACE_MS);
    },
    settle,
  };
}
