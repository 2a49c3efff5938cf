import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CanvasState, CanvasStore } from './canvas-store.ts';
import type { NodeElementFinder } from './dom-nodes.ts';
import type { ResizePreview } from './resize-preview.ts';
import type { SendToShell } from './shell-channel.ts';

/** Everything the canvas's components and listeners share, created once at start-up. */
export interface CanvasServices {
  store: CanvasStore;
  send: SendToShell;
  nodes: NodeElementFinder;
  resizePreview: ResizePreview;
  /** The project whose screen the canvas shows (from the page's address); the Run preview needs it. */
  projectId: string | null;
}

/** The canvas services; provided by `CanvasApp`. */
export const CanvasServicesContext = createContext<CanvasServices | null>(null);

/** The canvas services of the nearest `CanvasApp`. */
export function useCanvasServices(): CanvasServices {
  const services = useContext(CanvasServicesContext);
  if (!services) throw new Error('useCanvasServices needs a CanvasApp above it');
  return services;
}

/**
 * One slice of the canvas state; the component re-renders only when that slice changes. The
 * selector must return a part of the state (or a primitive), not a new object.
 *
 * @example
 * const selection = useCanvasState((state) => state.selection);
 */
export function useCanvasState<T>(select: (state: CanvasState) => T): T {
  const { store } = useCanvasServices();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
