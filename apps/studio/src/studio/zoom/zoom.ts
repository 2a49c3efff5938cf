/** The canvas zoom: `'fit'` (the device fills the stage) or a scale from 0.5 to 2. */
export type Zoom = 'fit' | number;

/** The smallest chosen zoom (50 %). */
export const ZOOM_MIN = 0.5;
/** The largest zoom (200 %). */
export const ZOOM_MAX = 2;

/** The scales Zoom in and Zoom out step through, and the zoom menu lists. */
export const zoomSteps: readonly number[] = [0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2];

/** Stage space kept free around the device when fitting, in CSS px on each side. */
export const STAGE_PADDING = 24;

/**
 * The scale at which a `viewport` fits a `stage` with `STAGE_PADDING` around it: never above
 * 100 % (a small phone is not blown up), never below 10 % (a 4K desktop on a small window).
 */
export function fitScale(viewport: { width: number; height: number }, stage: { width: number; height: number }): number {
  if (viewport.width <= 0 || viewport.height <= 0 || stage.width <= 0 || stage.height <= 0) return 1;
  const scale = Math.min((stage.width - 2 * STAGE_PADDING) / viewport.width, (stage.height - 2 * STAGE_PADDING) / viewport.height);
  return Math.min(1, Math.max(0.1, scale));
}

/** The scale a zoom shows at, given the scale that fits. */
export function effectiveScale(zoom: Zoom, fit: number): number {
  return zoom === 'fit' ? fit : zoom;
}

/** The next step above `scale` (from fit, the first step past the fitted scale); `undefined` at 200 %. */
export function zoomIn(scale: number): number | undefined {
  return zoomSteps.find((step) => step > scale + 0.001);
}

/** The next step below `scale`; `undefined` at 50 % or below (a small fitted scale). */
export function zoomOut(scale: number): number | undefined {
  return zoomSteps.findLast((step) => step < scale - 0.001);
}

/** A scale as a whole percentage: `0.67` → 67. */
export function zoomPercent(scale: number): number {
  return Math.round(scale * 100);
}
