import { type JSX, useEffect, useMemo, useState } from 'react';
import { AppHost } from '../app/AppHost.tsx';
import { createUrlNavigation } from '../navigation/url-navigation.ts';
import { ErrorPage, LoadingPage, NotFoundPage } from '../pages/StatusPage.tsx';
import { loadPublishedApp, type PublishedLoad } from './load-published-app.ts';

/** A published app at `/apps/{domainName}/{projectSlug}/`: its live release, deep links on the URL. */
export function PublishedPlayer({ domainName, projectSlug, basePath }: { domainName: string; projectSlug: string; basePath: string }): JSX.Element {
  const [load, setLoad] = useState<PublishedLoad | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setLoad(null);
    void loadPublishedApp(domainName, projectSlug).then((result) => {
      if (current) setLoad(result);
    });
    return () => {
      current = false;
    };
  }, [domainName, projectSlug, attempt]);

  const app = load?.status === 'ready' ? load.app : null;
  const navigation = useMemo(() => (app ? createUrlNavigation({ basePath, app: () => app, window }) : null), [app, basePath]);

  if (load === null) return <LoadingPage />;
  if (load.status === 'notFound') return <NotFoundPage />;
  if (load.status === 'error') return <ErrorPage message={load.message} onRetry={() => setAttempt((n) => n + 1)} />;
  return <AppHost app={load.app} navigation={navigation!} basePath={basePath} />;
}
