import type { ElementNode } from '@tessera/model/definition';
import type { StoreApi } from 'zustand/vanilla';
import type { CanvasLink } from './canvas-link.ts';
import type { HistoryBook } from './history-book.ts';
import type { StudioMemory, StudioNotifier, StudioServices } from './studio-services.ts';
import type { StudioState } from './studio-state.ts';

/**
 * What the studio's action modules share: the store, the per-screen histories, the canvas link,
 * the calls, and the roots last loaded or saved (what Discard goes back to and dirty compares with).
 * Held by one mounted studio; nothing here is global.
 */
export interface StudioRuntime {
  store: StoreApi<StudioState>;
  histories: HistoryBook;
  canvas: CanvasLink;
  services: StudioServices;
  notify: StudioNotifier;
  memory: StudioMemory;
  newId: () => string;
  savedRoots: Map<string, ElementNode>;
}
