import { useEffect, useMemo, useRef, type CSSProperties, type PointerEvent as ReactPointerEvent, type ReactElement } from 'react';
import type { CanvasRect } from './canvas-rect.ts';
import { useCanvasServices } from './canvas-services.ts';
import { createFrameThrottle } from './frame-throttle.ts';
import { resizedSize, resizeHandles, type ResizedSize, type ResizeHandle } from './resize-geometry.ts';
import { newGestureId } from './shell-channel.ts';

const HANDLE_PX = 8;

const cursors: Record<ResizeHandle, string> = { e: 'ew-resize', s: 'ns-resize', se: 'nwse-resize' };

function handleStyle(handle: ResizeHandle, rect: CanvasRect): CSSProperties {
  const half = HANDLE_PX / 2;
  const x = handle === 's' ? rect.x + rect.width / 2 - half : rect.x + rect.width - half;
  const y = handle === 'e' ? rect.y + rect.height / 2 - half : rect.y + rect.height - half;
  return {
    position: 'absolute',
    left: 0,
    top: 0,
    width: HANDLE_PX,
    height: HANDLE_PX,
    transform: `translate(${x}px, ${y}px)`,
    boxSizing: 'border-box',
    background: '#fff',
    border: '1.5px solid #2563eb',
    borderRadius: 1,
    cursor: cursors[handle],
    pointerEvents: 'auto',
    touchAction: 'none',
  };
}

interface ResizeGesture {
  handle: ResizeHandle;
  pointerId: number;
  startX: number;
  startY: number;
  start: CanvasRect;
  dragId: string;
  size: ResizedSize | null;
}

/**
 * The right, bottom and bottom-right handles of the single selected node. Dragging one previews
 * the new size on the rendered element (once per frame) and, on release, asks the shell for one
 * `position-change` with the gesture's `dragId`. Escape or a cancelled pointer puts the size back.
 */
export function ResizeHandles({ nodeId, rect }: { nodeId: string; rect: CanvasRect }): ReactElement {
  const { store, send, nodes, resizePreview } = useCanvasServices();
  const gesture = useRef<ResizeGesture | null>(null);
  const preview = useMemo(() => createFrameThrottle((size: ResizedSize) => resizePreview.show(size)), [resizePreview]);

  const cancel = useMemo(
    () => () => {
      if (!gesture.current) return;
      gesture.current = null;
      preview.cancel();
      resizePreview.settle();
    },
    [preview, resizePreview],
  );

  // A gesture still running when the handles go away (the node was deselected) is dropped.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      cancel();
    };
  }, [cancel, nodeId]);

  const onPointerDown = (handle: ResizeHandle) => (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const element = nodes.find(nodeId);
    if (!element) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    resizePreview.begin(element);
    gesture.current = { handle, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, start: rect, dragId: newGestureId(), size: null };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    current.size = resizedSize(current.handle, current.start, event.clientX - current.startX, event.clientY - current.startY);
    preview.schedule(current.size);
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    preview.flush();
    const { screenId } = store.getState();
    if (!current.size || !screenId) return resizePreview.settle();
    resizePreview.hold();
    send({ type: 'position-change', screenId, nodeId, style: current.size, dragId: current.dragId });
  };

  return (
    <>
      {resizeHandles.map((handle) => (
        <div
          key={handle}
          data-testid={`canvas-resize-handle-${handle}`}
          style={handleStyle(handle, rect)}
          onPointerDown={onPointerDown(handle)}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={cancel}
        />
      ))}
    </>
  );
}
