/** A message the Run preview shows (the `showMessage` action). */
export interface PreviewToast {
  id: number;
  text: string;
}

/** How long a preview message stays on screen. */
export const PREVIEW_TOAST_MS = 3_000;

/** The messages on screen in the Run preview; see `createPreviewToasts`. */
export interface PreviewToasts {
  getToasts(): readonly PreviewToast[];
  subscribe(listener: () => void): () => void;
  show(text: string): void;
  dismiss(id: number): void;
}

/**
 * A small external store of the preview's messages. It keeps no timers: the component showing a
 * message owns its 3 s timer and dismisses it, so unmounting the preview leaves nothing running.
 */
export function createPreviewToasts(): PreviewToasts {
  let toasts: readonly PreviewToast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly PreviewToast[]) => {
    toasts = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(text) {
      set([...toasts, { id: nextId++, text }]);
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
    },
  };
}
