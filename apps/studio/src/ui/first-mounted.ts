/**
 * A registry of mounted instances of a component of which only one may render (the first
 * mounted), e.g. the toast container when both a layout and a page mount one.
 */
export interface FirstMounted {
  /** Registers an instance; returns the function that unregisters it. */
  claim(id: symbol): () => void;
  /** Whether `id` is the oldest instance still mounted. */
  isFirst(id: symbol): boolean;
  subscribe(listener: () => void): () => void;
}

export function createFirstMounted(): FirstMounted {
  const order: symbol[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    claim(id) {
      if (!order.includes(id)) order.push(id);
      notify();
      return () => {
        const index = order.indexOf(id);
        if (index >= 0) order.splice(index, 1);
        notify();
      };
    },
    isFirst: (id) => order[0] === id,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
