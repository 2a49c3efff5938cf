import type { ExpressionScope } from '@tessera/model/definition';
import { useContext, useSyncExternalStore } from 'react';
import { BindingScopeContext } from './binding-scope-context.ts';

/**
 * The current binding scope; the component re-renders when it changes. For a handler that needs
 * the scope only when it runs (an action's condition), `useBindingScopeReader` re-renders nothing.
 */
export function useBindingScope(): ExpressionScope {
  const store = useContext(BindingScopeContext);
  return useSyncExternalStore(store.subscribe, store.getScope, store.getScope);
}

/** A stable function that answers the current binding scope when called; subscribes to nothing. */
export function useBindingScopeReader(): () => ExpressionScope {
  return useContext(BindingScopeContext).getScope;
}
