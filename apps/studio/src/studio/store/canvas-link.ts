import type { HostMessage } from '@tessera/model/definition';

/** The studio's line to the canvas iframe; see `createCanvasLink`. */
export interface CanvasLink {
  /** Sends a message when a canvas is connected; dropped otherwise (the next `host-load` catches up). */
  post(message: HostMessage): void;
  /** Connects a canvas that sent `canvas-ready`; returns the disconnect function. */
  connect(send: (message: HostMessage) => void): () => void;
  isConnected(): boolean;
  /** Drops the connected canvas (the studio unmounts). */
  disconnect(): void;
}

/** Creates the link; the canvas bridge connects it once the iframe is ready. */
export function createCanvasLink(): CanvasLink {
  let send: ((message: HostMessage) => void) | null = null;
  return {
    post(message) {
      send?.(message);
    },
    connect(next) {
      send = next;
      return () => {
        if (send === next) send = null;
      };
    },
    isConnected: () => send !== null,
    disconnect() {
      send = null;
    },
  };
}
