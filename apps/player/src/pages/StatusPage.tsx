import type { JSX, ReactNode } from 'react';

/**
 * A full-page message of the player (loading, not found, failure), in plain DOM: it must paint
 * before the runtime has anything to show.
 */
export function StatusPage({ title, children, busy = false }: { title: string; children?: ReactNode; busy?: boolean }): JSX.Element {
  return (
    <main className="status" aria-busy={busy} role={busy ? 'status' : undefined}>
      {busy ? <div className="spinner" aria-hidden="true" /> : null}
      <h1>{title}</h1>
      {children}
    </main>
  );
}

export function LoadingPage(): JSX.Element {
  return <StatusPage title="Loading…" busy />;
}

export function NotFoundPage(): JSX.Element {
  return (
    <StatusPage title="This app could not be found">
      <p>The address may be mistyped, or the app is not published (any more).</p>
    </StatusPage>
  );
}

/** A deep link to a screen the app does not have. */
export function ScreenNotFoundPage({ homeHref }: { homeHref: string }): JSX.Element {
  return (
    <StatusPage title="This screen could not be found">
      <p>The app has no screen at this address.</p>
      <a href={homeHref}>Open the app’s first screen</a>
    </StatusPage>
  );
}

export function ErrorPage({ message, onRetry }: { message: string; onRetry?: () => void }): JSX.Element {
  return (
    <StatusPage title="Something went wrong">
      <p role="alert">{message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </StatusPage>
  );
}
