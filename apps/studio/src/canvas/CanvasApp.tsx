import { useEffect, useRef, type ReactElement } from 'react';
import { CanvasServicesContext, useCanvasState, type CanvasServices } from './canvas-services.ts';
import { attachKeyboardShortcuts } from './keyboard-shortcuts.ts';
import { OverlayLayer } from './OverlayLayer.tsx';
import { attachPointerInteractions, type PointerInteractions } from './pointer-interactions.ts';
import { ScreenLayer } from './ScreenLayer.tsx';
import { listenToShell, postToShell } from './shell-channel.ts';

/**
 * The design canvas: listens to the shell, announces `canvas-ready`, renders the screen, and in
 * edit mode draws the overlay and handles pointer and keyboard input (which only ever sends
 * requests to the shell). In the Run preview it renders live with no edit listeners.
 */
export function CanvasApp({ services }: { services: CanvasServices }): ReactElement {
  return (
    <CanvasServicesContext.Provider value={services}>
      <CanvasFrame services={services} />
    </CanvasServicesContext.Provider>
  );
}

function CanvasFrame({ services }: { services: CanvasServices }): ReactElement {
  const pointer = useRef<PointerInteractions | null>(null);
  const mode = useCanvasState((state) => state.renderMode);
  const loaded = useCanvasState((state) => state.root !== null);

  useEffect(() => {
    const stop = listenToShell((message) => {
      if (message.type === 'host-palette-drag') {
        pointer.current?.handlePaletteDrag(message);
        return;
      }
      // The shell's answer to a resize: drop the preview just before React writes the stored size.
      if (message.type === 'host-patches' || message.type === 'host-load') services.resizePreview.settle();
      // Patches that do not fit the canvas's copy of the root: ask for the whole screen again.
      if (services.store.receive(message) === 'reload') postToShell({ type: 'canvas-ready' });
    });
    postToShell({ type: 'canvas-ready' });
    return stop;
  }, [services]);

  useEffect(() => {
    document.documentElement.dataset.canvasMode = mode;
    if (mode !== 'edit' || !loaded) return;
    const interactions = attachPointerInteractions(services, window);
    const detachKeys = attachKeyboardShortcuts(services, window, interactions.cancel);
    pointer.current = interactions;
    return () => {
      pointer.current = null;
      detachKeys();
      interactions.dispose();
    };
  }, [services, mode, loaded]);

  return (
    <>
      <ScreenLayer />
      {mode === 'edit' ? <OverlayLayer /> : null}
    </>
  );
}
