import { type JSX, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { openWith, RuntimeContext, type RuntimeContextValue, type RuntimeState } from './runtime-context.ts';

/**
 * Sets the render mode, the event handler and how addresses open for the elements below it.
 *
 * `onEvent` and `openUrl` may be new functions on every render: the elements keep one stable emitter that
 * calls the latest handler, so a new `onEvent` re-renders nothing. Changing `mode` re-renders the
 * whole tree (edit and live look and behave differently).
 *
 * @example
 * <RuntimeProvider mode="live" onEvent={(nodeId, event, payload) => runActions(nodeId, event, payload)}>
 *   <ScreenView root={screen.root} />
 * </RuntimeProvider>
 */
export function RuntimeProvider({ mode, onEvent, openUrl, children }: RuntimeContextValue & { children: ReactNode }): JSX.Element {
  const onEventRef = useRef(onEvent);
  const openUrlRef = useRef(openUrl);
  useEffect(() => {
    onEventRef.current = onEvent;
    openUrlRef.current = openUrl;
  }, [onEvent, openUrl]);

  const value = useMemo<RuntimeState>(
    () => ({
      mode,
      emit: (nodeId, event, payload) => onEventRef.current?.(nodeId, event, payload),
      open: (address, target) => openWith(openUrlRef.current, address, target),
    }),
    [mode],
  );
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}
