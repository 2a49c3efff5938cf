import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import type { Studio } from '../store/create-studio.ts';

/**
 * Guards leaving the studio with unsaved changes: a route change goes through the
 * unsaved-changes modal (Save and continue, Discard, Cancel), and closing or reloading the tab
 * asks the browser's own question (`beforeunload`).
 */
export function useLeaveGuard(studio: Studio): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && studio.unsaved.hasChanges());

  // The blocker object changes on every render while blocked: ask once per blocked navigation.
  const asked = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asked.current = false;
      return;
    }
    if (asked.current) return;
    asked.current = true;
    studio.unsaved.guard(() => blocker.proceed(), { stay: () => blocker.reset() });
  }, [blocker, studio]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!studio.unsaved.hasChanges()) return;
      event.preventDefault();
      // Older browsers show the dialog only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [studio]);
}
