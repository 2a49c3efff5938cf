/** The parts of a window `frameZoom` reads. */
export interface ZoomedWindow {
  innerWidth: number;
  frameElement: { getBoundingClientRect(): { width: number } } | null;
}

/**
 * How much the studio scales the canvas frame (the stage's zoom): the frame's drawn width over
 * the canvas window's own width. 1 when the canvas is not framed, the frame cannot be read or the
 * ratio is not a sane zoom. Overlay controls meant to be read at the builder's screen size (the
 * element menu) divide by it, so a screen shown at 34 % still gets a legible menu.
 */
export function frameZoom(win: ZoomedWindow): number {
  let drawn = 0;
  try {
    drawn = win.frameElement?.getBoundingClientRect().width ?? 0;
  } catch {
    // A frame of another origin: its element is not ours to read.
    return 1;
  }
  const zoom = win.innerWidth > 0 ? drawn / win.innerWidth : 0;
  return Number.isFinite(zoom) && zoom >= 0.05 && zoom <= 8 ? zoom : 1;
}
