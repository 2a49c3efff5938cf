import type { CanvasServices } from './canvas-services.ts';
import { elementMenuItems } from './element-menu.ts';

/**
 * Opens the element menu of a node at a point of the canvas window; a node that offers nothing
 * (a divider, a spacer) opens no menu. Returns whether it opened.
 */
export function openElementMenu(services: CanvasServices, nodeId: string, point: { x: number; y: number }): boolean {
  const { screenId, root } = services.store.getState();
  if (!screenId || !root || elementMenuItems(root, screenId, nodeId).length === 0) return false;
  services.store.setMenu({ nodeId, x: Math.round(point.x), y: Math.round(point.y) });
  return true;
}

/**
 * Opens the element menu of the primary selected node from the keyboard (the context-menu key,
 * Shift+F10), under the element's top-left corner (kept inside the window by the menu). Does
 * nothing when the menu is already open or nothing is selected.
 */
export function openElementMenuOfSelection(services: CanvasServices): boolean {
  const { selection, menu } = services.store.getState();
  const nodeId = selection.length > 0 ? selection[selection.length - 1]! : null;
  if (menu || !nodeId) return false;
  const rect = services.nodes.find(nodeId)?.getBoundingClientRect();
  return openElementMenu(services, nodeId, rect ? { x: rect.left, y: rect.bottom } : { x: 8, y: 8 });
}
