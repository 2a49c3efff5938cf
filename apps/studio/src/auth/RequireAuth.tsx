import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { api } from '../api/client.ts';
import { errorMessage } from '../api/api-error.ts';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { queryClient } from './query-client.ts';
import { useUserInfo } from './use-user-info.ts';

/**
 * The guard of every authenticated route (spec §2): no session at all → /login with
 * `{ from: location }`; otherwise a loading indicator while user info loads. The page itself is
 * mounted (hidden) meanwhile, so its own requests start at the same time as the check.
 */
export function RequireAuth() {
  return (
    <QueryClientProvider client={queryClient}>
      <Guard />
    </QueryClientProvider>
  );
}

function Guard() {
  const location = useLocation();
  const hasSession = Boolean(api.session.accessToken() || api.session.refreshToken());
  const user = useUserInfo({ enabled: hasSession });

  if (!hasSession) return <Navigate to="/login" replace state={{ from: location }} />;

  if (user.isError && !(user.error as { isSessionEnd?: boolean }).isSessionEnd) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-6">
        <div className="flex max-w-sm flex-col items-center gap-4 text-center">
          <h1 className="text-lg font-semibold text-slate-900">We couldn't load your account</h1>
          <p role="alert" className="text-sm text-slate-600">
            {errorMessage(user.error)}
          </p>
          <Button onClick={() => void user.refetch()}>Try again</Button>
        </div>
      </div>
    );
  }

  const checking = !user.isSuccess;
  return (
    <>
      {checking && (
        <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
          <Spinner className="size-6 text-indigo-600" />
          <span className="sr-only">Checking your session…</span>
        </div>
      )}
      <div hidden={checking}>
        <Outlet />
      </div>
    </>
  );
}
