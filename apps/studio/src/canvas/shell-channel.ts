import type { CanvasMessage, CanvasReadyMessage, HostMessage } from '@tessera/model/definition';
import { readHostMessage } from './host-message-filter.ts';

/** Sends a request to the studio shell. */
export type SendToShell = (message: CanvasMessage) => void;

/**
 * Posts to the studio window that embeds the canvas, on the studio's own origin only (never `*`:
 * a page that framed the canvas could read the messages otherwise).
 */
export function postToShell(message: CanvasMessage | CanvasReadyMessage): void {
  window.parent.postMessage(message, location.origin);
}

/**
 * Listens for the shell's messages; events from any other window or origin, and messages that do
 * not parse, are dropped (with a warning for a bad message from the shell itself). Returns the
 * function that stops listening.
 */
export function listenToShell(handle: (message: HostMessage) => void): () => void {
  const trusted = { source: window.parent, origin: location.origin };
  const onMessage = (event: MessageEvent) => {
    const message = readHostMessage(event, trusted);
    if (message) handle(message);
    else if (event.source === trusted.source && event.origin === trusted.origin) console.warn('Canvas: dropped a message it cannot read', event.data);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

/**
 * An id for one gesture (a drag or a resize): every message of the gesture carries it, so the
 * shell records one undo entry. `crypto.randomUUID` exists only in secure contexts.
 */
export function newGestureId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
