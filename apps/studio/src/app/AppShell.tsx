import { useEffect } from 'react';
import { Link, Outlet, useNavigate, useNavigation, useRouteError } from 'react-router';
import { onSessionEnd } from '../api/client.ts';
import { domainNameFromPath } from '../api/request-headers.ts';
import { buttonClasses } from '../ui/Button.tsx';

/**
 * The root layout: sends the user silently to /login when the API client ends the session
 * (keeping where they were as `from` when that was a workspace page) and shows a thin progress
 * bar while a lazy page loads.
 */
export function AppShell() {
  const navigate = useNavigate();
  const navigation = useNavigation();

  useEffect(
    () =>
      onSessionEnd(() => {
        const { pathname, search, hash } = window.location;
        if (pathname === '/login') return;
        const from = domainNameFromPath(pathname) !== '' || pathname.startsWith('/definitions/') ? { pathname, search, hash } : undefined;
        void navigate('/login', { replace: true, state: from ? { from } : null });
      }),
    [navigate],
  );

  return (
    <>
      {navigation.state === 'loading' && (
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-indigo-100">
          <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-indigo-600" />
        </div>
      )}
      <Outlet />
    </>
  );
}

/** Any error a route throws, typically a lazy chunk that failed to load after a deploy. */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-6">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{chunkFailed ? 'A new version is available' : 'Something went wrong'}</h1>
        <p className="text-sm text-slate-600" role="alert">
          {chunkFailed
            ? 'Part of the app could not be loaded, probably because it was just updated. Reload the page to continue.'
            : error instanceof Error
              ? error.message
              : 'An unexpected error occurred.'}
        </p>
        <div className="flex gap-3">
          <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link to="/" className={buttonClasses('secondary')} reloadDocument>
            Go to home page
          </Link>
        </div>
      </div>
    </div>
  );
}
