import type { ExpressionScope } from '@tessera/model/definition';

/**
 * Where bound elements read the current scope from. Its context value is the store, which never
 * changes, so a new scope re-renders only the elements that subscribed (the bound ones), never
 * every element of the screen.
 */
export interface BindingScopeStore {
  /** The current scope: the parent's names with this level's own over them. Same object until one changes. */
  getScope(): ExpressionScope;
  /** Calls `listener` after the scope changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A store a `BindingScopeProvider` owns: `setOwn` during render, `notify` after commit. */
export interface OwnedBindingScopeStore extends BindingScopeStore {
  setOwn(own: ExpressionScope): void;
  notify(): void;
  /** Subscribes to the parent (when there is one) so that a change above reaches this level's listeners. */
  connect(): () => void;
}

const EMPTY_SCOPE: ExpressionScope = Object.freeze({});

/** The store of the outermost level: no names, nothing ever changes. Used without a provider. */
export const emptyBindingScopeStore: BindingScopeStore = {
  getScope: () => EMPTY_SCOPE,
  subscribe: () => () => undefined,
};

/** A store whose scope is `own` over `parent`'s (a repeater row adds `item` and `index` to its screen's). */
export function createBindingScopeStore(parent: BindingScopeStore, initial: ExpressionScope): OwnedBindingScopeStore {
  const listeners = new Set<() => void>();
  let own = initial;
  let mergedFrom: { parent: ExpressionScope; own: ExpressionScope } | null = null;
  let merged: ExpressionScope = EMPTY_SCOPE;
  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };
  return {
    getScope() {
      const above = parent.getScope();
      // Merged again only when a side changed: useSyncExternalStore needs the same object for the same scope.
      if (mergedFrom === null || mergedFrom.parent !== above || mergedFrom.own !== own) {
        merged = above === EMPTY_SCOPE ? own : { ...above, ...own };
        mergedFrom = { parent: above, own };
      }
      return merged;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setOwn(next) {
      own = next;
    },
    notify,
    connect: () => parent.subscribe(notify),
  };
}
