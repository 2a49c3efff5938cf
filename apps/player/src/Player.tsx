import type { JSX } from 'react';
import { NotFoundPage } from './pages/StatusPage.tsx';
import { PublishedPlayer } from './published/PublishedPlayer.tsx';
import type { PlayerRoute } from './route/player-route.ts';
import { RunPlayer } from './run/RunPlayer.tsx';

/** The player's page for an address: a published app, a Run tab, or not found. */
export function Player({ route }: { route: PlayerRoute | null }): JSX.Element {
  if (route?.kind === 'published') return <PublishedPlayer domainName={route.domainName} projectSlug={route.projectSlug} basePath={route.basePath} />;
  if (route?.kind === 'run') return <RunPlayer projectId={route.projectId} basePath={route.basePath} />;
  return <NotFoundPage />;
}
