import type { Studio } from '../store/create-studio.ts';
import { scaleOf } from '../store/studio-selectors.ts';
import { passedDragThreshold, toCanvasPoint } from './canvas-point.ts';

/**
 * Follows a press on a palette item: past the drag threshold it becomes a palette drag (the
 * stage overlay and drag image appear), and pointer positions over the device frame go to the
 * canvas as `host-palette-drag` move, drop or leave in canvas pixels. A press released before the
 * threshold stays a click (the palette's own activate). Escape, a mode switch (which clears the
 * drag) or a cancelled pointer end it with `leave`. Returns the function that stops following.
 */
export function followPaletteDrag(
  studio: Studio,
  frame: () => HTMLIFrameElement | null,
  elementType: string,
  start: { clientX: number; clientY: number },
): () => void {
  let dragging = false;
  let inside = false;
  let lastPoint = { x: 0, y: 0 };

  function point(event: { clientX: number; clientY: number }) {
    const element = frame();
    if (!element) return { x: 0, y: 0, inside: false };
    return toCanvasPoint(event, element.getBoundingClientRect(), scaleOf(studio.store.getState()));
  }

  function post(phase: 'move' | 'drop' | 'leave') {
    studio.canvas.post({ type: 'host-palette-drag', phase, elementType, x: lastPoint.x, y: lastPoint.y });
  }

  function onMove(event: PointerEvent) {
    if (!dragging) {
      if (!passedDragThreshold({ x: start.clientX, y: start.clientY }, { x: event.clientX, y: event.clientY })) return;
      dragging = true;
      studio.setPaletteDrag({ elementType });
    }
    const at = point(event);
    if (at.inside) {
      lastPoint = { x: at.x, y: at.y };
      inside = true;
      post('move');
    } else if (inside) {
      inside = false;
      post('leave');
    }
  }

  function onUp(event: PointerEvent) {
    if (dragging) {
      const at = point(event);
      if (at.inside) {
        lastPoint = { x: at.x, y: at.y };
        post('drop');
      } else if (inside) post('leave');
    }
    finish();
  }

  function cancel() {
    if (dragging && inside) post('leave');
    finish();
  }

  function onKey(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    cancel();
  }

  // A mode switch clears the drag in the store: stop following at once.
  const unsubscribe = studio.store.subscribe((state) => {
    if (dragging && state.paletteDrag === null) finish();
  });

  function finish() {
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onUp);
    window.removeEventListener('pointercancel', cancel);
    window.removeEventListener('keydown', onKey, true);
    unsubscribe();
    if (dragging && studio.store.getState().paletteDrag !== null) studio.setPaletteDrag(null);
    dragging = false;
  }

  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onUp);
  window.addEventListener('pointercancel', cancel);
  window.addEventListener('keydown', onKey, true);
  return cancel;
}
