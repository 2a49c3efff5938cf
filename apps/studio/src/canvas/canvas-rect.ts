/** A box in canvas CSS pixels, relative to the canvas viewport (a `DOMRect` fits). */
export interface CanvasRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether the point lies inside the rect (edges included). */
export function containsPoint(rect: CanvasRect, x: number, y: number): boolean {
  return x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;
}

/** Whether two rects have the same position and size (skips a re-render when nothing moved). */
export function sameRect(a: CanvasRect | null, b: CanvasRect | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/** A plain copy of a rect (a `DOMRect`'s fields are getters, lost by a spread). */
export function toCanvasRect(rect: CanvasRect): CanvasRect {
  return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
}
