import { type JSX, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { RuntimeContext, type RuntimeContextValue, type RuntimeState } from './runtime-context.ts';

/**
 * Sets the render mode and event handler for the elements below it.
 *
 * `onEvent` may be a new function on every render: the elements keep one stable emitter that
 * calls the latest handler, so a new `onEvent` re-renders nothing. Changing `mode` re-renders the
 * whole tree (edit and live look and behave differently).
 *
 * @example
 * <RuntimeProvider mode="live" onEvent={(nodeId, event, payload) => runActions(nodeId, event, payload)}>
 *   <ScreenView root={screen.root} />
 * </RuntimeProvider>
 */
export function RuntimeProvider({ mode, onEvent, children }: RuntimeContextValue & { children: ReactNode }): JSX.Element {
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);

  const value = useMemo<RuntimeState>(
    () => ({ mode, emit: (nodeId, event, payload) => onEventRef.current?.(nodeId, event, payload) }),
    [mode],
  );
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}
