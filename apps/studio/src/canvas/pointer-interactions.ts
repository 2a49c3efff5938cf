import type { HostMessage } from '@tessera/model/definition';
import type { CanvasServices } from './canvas-services.ts';
import { isOnOverlay, showDragCursor } from './canvas-overlay-marker.ts';
import { findDropIndicator, NODE_ID_ATTRIBUTE, NODE_TYPE_ATTRIBUTE, nodeElementOf } from './dom-nodes.ts';
import { selectionForDrag } from './drag-selection.ts';
import { actionPopupOf, isKeyboardContextMenu } from './element-menu.ts';
import { openElementMenu, openElementMenuOfSelection } from './element-menu-opener.ts';
import { createFrameThrottle } from './frame-throttle.ts';
import { positionOf } from './node-position.ts';
import { passedDragThreshold } from './resize-geometry.ts';
import { newGestureId } from './shell-channel.ts';

type PaletteDragMessage = Extract<HostMessage, { type: 'host-palette-drag' }>;

/** The edit-mode pointer handling of the canvas; see `attachPointerInteractions`. */
export interface PointerInteractions {
  /** Follows a palette element dragged over the canvas from the shell. */
  handlePaletteDrag(message: PaletteDragMessage): void;
  /** Cancels a drag in progress (Escape). */
  cancel(): void;
  /** Removes every listener and indicator. */
  dispose(): void;
}

interface Press {
  pointerId: number;
  startX: number;
  startY: number;
  nodeId: string | null;
  nodeType: string | null;
  additive: boolean;
  dragId: string | null;
}

interface PointerSample {
  x: number;
  y: number;
  target: EventTarget | null;
}

// Events the rendered screen must not see in edit mode: a click on a button selects it, it does
// not press it; a link does not navigate; an input takes no focus.
const swallowedEvents = ['click', 'auxclick', 'mousedown', 'mouseup', 'dragstart', 'submit'] as const;

/**
 * Attaches the edit-mode pointer handling to the canvas window: hover, click to select (Shift
 * adds; empty space selects the root), dragging a node past 4 px to select and move it, palette
 * drops, the element menu on a right-click (which selects the node first, as a click would) and a
 * double-click opening the actions of an element's main event.
 * Listeners run in the capture phase and stop events there, so the runtime's own handlers never
 * fire while editing. Pointer moves are processed once per animation frame.
 */
export function attachPointerInteractions(services: CanvasServices, win: Window): PointerInteractions {
  const { store, send, nodes } = services;
  const doc = win.document;
  let press: Press | null = null;

  const dropAt = (elementType: string, x: number, y: number, draggedId?: string) => {
    const root = store.getState().root;
    if (!root) return null;
    return findDropIndicator(doc, nodes, root.id, { elementType, x, y, ...(draggedId ? { draggedId } : {}) });
  };

  const showDrop = (elementType: string, x: number, y: number, draggedId?: string) => {
    const target = dropAt(elementType, x, y, draggedId);
    store.setDropIndicator(target ? { parentId: target.parentId, zone: target.zone, line: target.line } : null);
    return target;
  };

  const setDragging = (dragging: boolean) => showDragCursor(doc, dragging);

  const endPress = () => {
    if (press?.dragId) setDragging(false);
    press = null;
    store.setDropIndicator(null);
  };

  const moves = createFrameThrottle((sample: PointerSample) => {
    const { root, screenId, selection } = store.getState();
    if (!root) return;
    if (press && !press.dragId && press.nodeId && press.nodeId !== root.id) {
      if (passedDragThreshold(sample.x - press.startX, sample.y - press.startY)) {
        press.dragId = newGestureId();
        setDragging(true);
        store.setHover(null);
        // The dragged element is the selection from the start of the drag, dropped or not.
        const select = screenId ? selectionForDrag(screenId, selection, press.nodeId) : null;
        if (select) send(select);
      }
    }
    if (press?.dragId) {
      showDrop(press.nodeType ?? '', sample.x, sample.y, press.nodeId ?? undefined);
      return;
    }
    store.setHover(nodeElementOf(sample.target)?.getAttribute(NODE_ID_ATTRIBUTE) ?? null);
  });

  const palette = createFrameThrottle((message: PaletteDragMessage) => showDrop(message.elementType, message.x, message.y));

  const onPointerDown = (event: PointerEvent) => {
    if (isOnOverlay(event.target)) return;
    event.stopPropagation();
    if (event.button !== 0) return;
    event.preventDefault();
    // Keys go to the focused document: take the focus so Delete and Ctrl+C act on the canvas.
    if (!doc.hasFocus()) win.focus();
    const element = nodeElementOf(event.target);
    press = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      nodeId: element?.getAttribute(NODE_ID_ATTRIBUTE) ?? null,
      nodeType: element?.getAttribute(NODE_TYPE_ATTRIBUTE) ?? null,
      additive: event.shiftKey,
      dragId: null,
    };
  };

  // A press that began on the screen owns the pointer until it is released, also while the pointer
  // passes over the overlay (the resize handles of the selected node): its drag must not stall there,
  // and a release on a handle must still drop or select.
  const ownedByPress = (event: PointerEvent) => press !== null && press.pointerId === event.pointerId;

  const onPointerMove = (event: PointerEvent) => {
    if (!ownedByPress(event) && isOnOverlay(event.target)) return;
    moves.schedule({ x: event.clientX, y: event.clientY, target: event.target });
  };

  const onPointerUp = (event: PointerEvent) => {
    const owned = ownedByPress(event);
    if (!owned && isOnOverlay(event.target)) return;
    event.stopPropagation();
    if (!owned || !press) return;
    const ended = press;
    moves.cancel();
    const { screenId, root } = store.getState();
    if (!screenId || !root) return endPress();
    if (ended.dragId && ended.nodeId) {
      // The drop ends the drag: its target is only read (the indicator is cleared, not redrawn).
      const target = dropAt(ended.nodeType ?? '', event.clientX, event.clientY, ended.nodeId);
      endPress();
      if (!target) return;
      const from = positionOf(root, ended.nodeId);
      // Dropped where it already is: nothing to ask.
      if (from?.parentId === target.parentId && from.index === target.index) return;
      // The card lands at once (this frame); the shell's patches or its refusal follow.
      store.showMove(ended.dragId, { nodeId: ended.nodeId, parentId: target.parentId, index: target.index });
      send({ type: 'drag-move', screenId, nodeId: ended.nodeId, parentId: target.parentId, index: target.index, dragId: ended.dragId });
      return;
    }
    endPress();
    const nodeId = ended.nodeId ?? root.id;
    // A plain click's outline shows at once; the shell answers the same selection (see `select`).
    if (!ended.additive) store.showSelection([nodeId]);
    send({ type: 'select', screenId, nodeId, ...(ended.additive ? { additive: true } : {}) });
  };

  const cancel = () => {
    moves.cancel();
    palette.cancel();
    endPress();
  };

  const onPointerOut = (event: PointerEvent) => {
    // Leaving the canvas window: no element stays hovered.
    if (event.relatedTarget === null) store.setHover(null);
  };

  const swallow = (event: Event) => {
    if (isOnOverlay(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
  };

  const onContextMenu = (event: MouseEvent) => {
    // No browser menu anywhere on the canvas; the element menu's own items are left alone.
    event.preventDefault();
    if (isOnOverlay(event.target)) return;
    event.stopPropagation();
    // The context-menu key or Shift+F10 (already handled on its keydown where the browser sends one).
    if (isKeyboardContextMenu(event as MouseEvent & { pointerType?: string })) return void openElementMenuOfSelection(services);
    const { screenId, root, selection } = store.getState();
    if (!screenId || !root) return;
    if (!doc.hasFocus()) win.focus();
    const nodeId = nodeElementOf(event.target)?.getAttribute(NODE_ID_ATTRIBUTE) ?? root.id;
    // A node of the selection keeps it; any other node is selected first.
    if (!selection.includes(nodeId)) {
      store.showSelection([nodeId]);
      send({ type: 'select', screenId, nodeId });
    }
    openElementMenu(services, nodeId, { x: event.clientX, y: event.clientY });
  };

  const onDoubleClick = (event: MouseEvent) => {
    if (isOnOverlay(event.target)) return;
    swallow(event);
    const { screenId, root } = store.getState();
    const nodeId = nodeElementOf(event.target)?.getAttribute(NODE_ID_ATTRIBUTE);
    // Empty space (the root) opens nothing: the screen's load event is one right-click away.
    if (!screenId || !root || !nodeId || nodeId === root.id) return;
    const popup = actionPopupOf(root, screenId, nodeId);
    if (popup) send(popup);
  };

  const listeners: [string, EventListener, AddEventListenerOptions][] = [
    ['pointerdown', onPointerDown as EventListener, { capture: true }],
    ['pointermove', onPointerMove as EventListener, { capture: true, passive: true }],
    ['pointerup', onPointerUp as EventListener, { capture: true }],
    ['pointercancel', cancel, { capture: true }],
    ['pointerout', onPointerOut as EventListener, { capture: true, passive: true }],
    ['blur', cancel, {}],
    ['contextmenu', onContextMenu as EventListener, { capture: true }],
    ['dblclick', onDoubleClick as EventListener, { capture: true }],
    ...swallowedEvents.map((type): [string, EventListener, AddEventListenerOptions] => [type, swallow, { capture: true }]),
  ];
  for (const [type, listener, options] of listeners) win.addEventListener(type, listener, options);

  return {
    handlePaletteDrag(message) {
      const { screenId } = store.getState();
      if (message.phase === 'move') return palette.schedule(message);
      palette.cancel();
      if (message.phase === 'leave' || !screenId) return store.setDropIndicator(null);
      const target = dropAt(message.elementType, message.x, message.y);
      store.setDropIndicator(null);
      if (target) send({ type: 'drag-create', screenId, elementType: message.elementType, parentId: target.parentId, index: target.index });
    },
    cancel,
    dispose() {
      cancel();
      for (const [type, listener, options] of listeners) win.removeEventListener(type, listener, options);
      store.setHover(null);
      store.setMenu(null);
    },
  };
}
