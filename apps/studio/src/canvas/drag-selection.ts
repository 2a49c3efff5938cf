import type { CanvasMessage } from '@tessera/model/definition';

/**
 * The `select` a drag of `nodeId` starts with, so the dragged element becomes the selection (a
 * press-drag on an unselected element, or on one of several selected); `null` when it already is
 * the only selected element.
 */
export function selectionForDrag(screenId: string, selection: readonly string[], nodeId: string): CanvasMessage | null {
  if (selection.length === 1 && selection[0] === nodeId) return null;
  return { type: 'select', screenId, nodeId };
}
