/** A pointer position over the canvas, in the canvas's own CSS pixels. */
export interface CanvasPoint {
  x: number;
  y: number;
  /** Whether the pointer is over the device frame at all. */
  inside: boolean;
}

/**
 * Converts a pointer's client position to canvas CSS pixels: the frame is drawn scaled by the
 * zoom, so `(clientX − frame.left) / scale`. `frame` is the scaled frame's client rectangle.
 */
export function toCanvasPoint(
  client: { clientX: number; clientY: number },
  frame: { left: number; top: number; width: number; height: number },
  scale: number,
): CanvasPoint {
  const dx = client.clientX - frame.left;
  const dy = client.clientY - frame.top;
  const inside = dx >= 0 && dy >= 0 && dx < frame.width && dy < frame.height;
  return { x: dx / scale, y: dy / scale, inside };
}

/** Pointer travel (CSS px) before a press on a palette item becomes a drag rather than a click. */
export const DRAG_THRESHOLD = 4;

/** Whether the pointer moved far enough from where it went down to start a drag. */
export function passedDragThreshold(start: { x: number; y: number }, now: { x: number; y: number }): boolean {
  return Math.hypot(now.x - start.x, now.y - start.y) >= DRAG_THRESHOLD;
}
