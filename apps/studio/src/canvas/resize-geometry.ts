import type { CanvasRect } from './canvas-rect.ts';

/** The resize handles of the selected node: east (width), south (height), south-east (both). */
export const resizeHandles = ['e', 's', 'se'] as const;
/** One of `resizeHandles`. */
export type ResizeHandle = (typeof resizeHandles)[number];

/** The smallest width or height a resize gives, in CSS pixels. */
export const MIN_RESIZE_PX = 8;

/** The width and/or height a resize gesture sets (only the dimensions its handle moves). */
export interface ResizedSize {
  width?: number;
  height?: number;
}

/**
 * The size a node takes when `handle` has been dragged by (dx, dy) from `start`: whole pixels,
 * never below `MIN_RESIZE_PX`. The east handle changes only the width, the south only the height.
 */
export function resizedSize(handle: ResizeHandle, start: CanvasRect, dx: number, dy: number): ResizedSize {
  const width = Math.max(MIN_RESIZE_PX, Math.round(start.width + dx));
  const height = Math.max(MIN_RESIZE_PX, Math.round(start.height + dy));
  switch (handle) {
    case 'e':
      return { width };
    case 's':
      return { height };
    case 'se':
      return { width, height };
    default: {
      const unhandled: never = handle;
      return unhandled;
    }
  }
}

/** Whether a pointer moved far enough from where it went down to start a drag (more than 4 px). */
export function passedDragThreshold(dx: number, dy: number, threshold = 4): boolean {
  return dx * dx + dy * dy > threshold * threshold;
}
