import { useEffect, type RefObject } from 'react';
import type { Studio } from '../store/create-studio.ts';
import { handleZoomKey } from './use-shell-shortcuts.ts';

/**
 * The zoom keys (Ctrl + / Ctrl − / Ctrl 0) while the focus is in the canvas iframe: key presses
 * there never reach the shell's window, and the browser would zoom the whole studio instead of
 * the canvas. Listens on the iframe's window (same origin), again after every load of the canvas
 * page; no other key is read there (the canvas sends its own shortcuts as canvas messages).
 */
export function useCanvasZoomKeys(studio: Studio, frameRef: RefObject<HTMLIFrameElement | null>): void {
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let detach = () => {};
    const attach = () => {
      detach();
      const canvasWindow = frame.contentWindow;
      if (!canvasWindow) return;
      const onKeyDown = (event: KeyboardEvent) => {
        if (!event.defaultPrevented) handleZoomKey(studio, event);
      };
      canvasWindow.addEventListener('keydown', onKeyDown);
      detach = () => canvasWindow.removeEventListener('keydown', onKeyDown);
    };
    attach();
    frame.addEventListener('load', attach);
    return () => {
      frame.removeEventListener('load', attach);
      detach();
    };
  }, [studio, frameRef]);
}
