import { useEffect } from 'react';
import type { FrameThrottle } from './frame-throttle.ts';

/**
 * While `enabled`, schedules `throttle` whenever the view changes: a scroll of any box (scroll
 * events do not bubble, but a capture listener on the window sees every scrolling box) or a
 * resize of the window. The pending run is dropped when it stops.
 */
export function useViewChangeThrottle(throttle: FrameThrottle<undefined>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const schedule = () => throttle.schedule(undefined);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      throttle.cancel();
    };
  }, [enabled, throttle]);
}
