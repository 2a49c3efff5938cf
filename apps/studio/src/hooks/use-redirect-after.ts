import { useEffect, useEffectEvent } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/**
 * Navigates to `to` after `delayMs` while `to` is non-null; the timer belongs to the component
 * and is cleared when it unmounts or the target changes.
 */
export function useRedirectAfter(to: string | null, delayMs: number, options?: NavigateOptions & { before?: () => void }): void {
  const navigate = useNavigate();
  const replace = options?.replace ?? true;
  // `before` is read when the timer fires; a new closure each render must not restart the wait.
  const before = useEffectEvent(() => options?.before?.());
  useEffect(() => {
    if (to === null) return;
    const timer = window.setTimeout(() => {
      before();
      void navigate(to, { replace });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, navigate, replace]);
}

/** Spec §9 redirect delays. */
export const redirectDelays = {
  afterActivation: 4000,
  afterFailedActivation: 2000,
  afterInvitation: 4000,
  afterForgotPassword: 4000,
  logoutAfterPasswordReset: 3000,
} as const;
