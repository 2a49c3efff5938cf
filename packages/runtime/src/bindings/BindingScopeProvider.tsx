import type { ExpressionScope } from '@tessera/model/definition';
import { type JSX, type ReactNode, useContext, useLayoutEffect, useState } from 'react';
import { BindingScopeContext } from './binding-scope-context.ts';
import { createBindingScopeStore } from './binding-scope-store.ts';

/**
 * Gives the elements below it the scope their bindings are evaluated against. Nested providers
 * add to the one above: a repeater row wraps its item in
 * `<BindingScopeProvider scope={{ item, index }}>` and keeps the screen's `screen`, `app`, `user`...
 * A new `scope` object re-renders only the bound elements below, not the whole tree; keep it the
 * same object while nothing in it changes.
 *
 * @example
 * <BindingScopeProvider scope={{ screen: screenVariables, app: appVariables, user, queries, params, env }}>
 *   <ScreenView root={screen.root} />
 * </BindingScopeProvider>
 */
export function BindingScopeProvider({ scope, children }: { scope: ExpressionScope; children: ReactNode }): JSX.Element {
  const parent = useContext(BindingScopeContext);
  const [store] = useState(() => createBindingScopeStore(parent, scope));
  // Set during render so the children rendered in this pass read the new scope; subscribers that
  // did not re-render hear of it after the commit.
  store.setOwn(scope);
  useLayoutEffect(() => store.notify(), [store, scope]);
  useLayoutEffect(() => store.connect(), [store]);
  return <BindingScopeContext.Provider value={store}>{children}</BindingScopeContext.Provider>;
}
