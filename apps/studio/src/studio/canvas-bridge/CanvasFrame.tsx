import { useEffect, type CSSProperties, type RefObject } from 'react';
import { useStudio } from '../store/studio-context.tsx';
import { createCanvasReceiver, createCanvasSender } from './canvas-bridge.ts';

/** The canvas entry page (a second Vite entry of the studio). */
export const CANVAS_PAGE = '/canvas.html';

/**
 * The canvas iframe and its bridge: messages from this iframe's window and the studio's origin
 * go through `createCanvasReceiver` to the studio; the studio's host messages go back with
 * `targetOrigin = location.origin`. When the canvas says it is ready (again after a reload), the
 * studio connects it and shows it the open screen.
 */
export function CanvasFrame({ frameRef, title, style }: { frameRef: RefObject<HTMLIFrameElement | null>; title: string; style: CSSProperties }) {
  const studio = useStudio();
  useEffect(() => {
    const origin = window.location.origin;
    const canvasWindow = () => frameRef.current?.contentWindow ?? null;
    const send = createCanvasSender(canvasWindow, origin);
    let disconnect: (() => void) | null = null;
    const receive = createCanvasReceiver({
      canvasWindow,
      origin,
      now: () => performance.now(),
      onReady: () => {
        disconnect?.();
        disconnect = studio.connectCanvas(send);
      },
      onMessage: (message) => studio.dispatch(message),
      onInvalid: (reason) => console.warn('Canvas message dropped:', reason),
    });
    const onMessage = (event: MessageEvent) => receive(event);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      disconnect?.();
    };
  }, [studio, frameRef]);
  return (
    <iframe
      ref={frameRef}
      src={`${CANVAS_PAGE}?project=${encodeURIComponent(studio.store.getState().projectId)}`}
      title={title}
      data-testid="studio-canvas-frame"
      // Same origin (the shell and the canvas talk by postMessage and share the sign-in), but a
      // preview may neither navigate the studio nor open anything but a new tab.
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      style={style}
      className="block origin-top-left border-0 bg-white"
    />
  );
}
