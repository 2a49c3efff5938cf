/** Marks the overlay layer: its handles take pointer input, so the screen's listeners leave them alone. */
export const OVERLAY_ATTRIBUTE = 'data-canvas-overlay';

/** Whether an event happened on the overlay (a resize handle). */
export function isOnOverlay(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${OVERLAY_ATTRIBUTE}]`) !== null;
}

/**
 * Shows the grabbing cursor over the whole canvas window while a node is dragged, or stops. The
 * overlay layer covers the window and lets the pointer through (`pointer-events: none`); during
 * a drag it takes the pointer and carries the cursor. A cursor written on `<html>` instead is
 * inherited by every element, and each write restyled the whole document (29–42 ms at 10,000
 * elements). Events on the layer still reach the press that owns the pointer, and hit tests of
 * the screen look through the overlay (`screenElementAt`).
 */
export function showDragCursor(doc: Document, dragging: boolean): void {
  const layer = overlayLayerOf(doc);
  if (!layer) return;
  layer.style.cursor = dragging ? 'grabbing' : '';
  layer.style.pointerEvents = dragging ? 'auto' : OVERLAY_POINTER_EVENTS;
}

/** The overlay layer's own `pointer-events`: only its handles take the pointer. */
export const OVERLAY_POINTER_EVENTS = 'none';

// The overlay layer comes after the whole rendered screen in the document: an attribute query
// walks every element before it (milliseconds at 10,000 elements), so the found layer is kept
// while it stays in the document.
const layers = new WeakMap<Document, HTMLElement>();

function overlayLayerOf(doc: Document): HTMLElement | null {
  const cached = layers.get(doc);
  if (cached?.isConnected) return cached;
  const layer = doc.querySelector<HTMLElement>(`[${OVERLAY_ATTRIBUTE}]`);
  if (layer) layers.set(doc, layer);
  return layer;
}
