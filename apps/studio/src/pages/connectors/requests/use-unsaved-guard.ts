import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Guards leaving the request editor with unsaved changes: any route change (Cancel, the back link,
 * the sidebar, the browser's Back) waits for the builder's answer, and closing or reloading the
 * tab asks the browser's own question. `release` lets the editor's own navigation through once
 * what it leaves is saved or deleted.
 */
export function useUnsavedGuard(dirty: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !released.current && dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    asking: blocker.state === 'blocked',
    keep: () => blocker.reset?.(),
    discard: () => blocker.proceed?.(),
    release: () => {
      released.current = true;
    },
  };
}
