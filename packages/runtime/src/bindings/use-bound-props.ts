import type { ElementDeclaration, ElementNode, ExpressionScope } from '@tessera/model/definition';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { useRuntime } from '../context/runtime-context.ts';
import { BindingScopeContext } from './binding-scope-context.ts';
import { boundPropValues } from './bound-prop-values.ts';

function subscribeToNothing(): () => void {
  return () => undefined;
}
function noScope(): null {
  return null;
}

/**
 * The values of a node's bound props in live mode (null when there are none to use: edit mode, or
 * no bindings). An unbound node subscribes to nothing, so a new scope never re-renders it; a
 * bound one re-renders when the scope changes and re-evaluates only then.
 */
export function useBoundProps(declaration: ElementDeclaration, node: ElementNode): Readonly<Record<string, unknown>> | null {
  const { mode } = useRuntime();
  const store = useContext(BindingScopeContext);
  const active = mode === 'live' && hasAny(node.bindings);
  const scope: ExpressionScope | null = useSyncExternalStore(active ? store.subscribe : subscribeToNothing, active ? store.getScope : noScope, active ? store.getScope : noScope);
  return useMemo(() => (scope === null ? null : boundPropValues(declaration, node.bindings, scope).values), [declaration, node.bindings, scope]);
}

function hasAny(bindings: Readonly<Record<string, string>>): boolean {
  for (const key in bindings) if (Object.hasOwn(bindings, key)) return true;
  return false;
}
