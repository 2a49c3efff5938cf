import type { RunDefinitionMessage } from '@tessera/model/releases';
import { type JSX, useEffect, useMemo, useRef, useState } from 'react';
import { AppHost } from '../app/AppHost.tsx';
import type { PlayerApp } from '../app/runnable-app.ts';
import { createUrlNavigation } from '../navigation/url-navigation.ts';
import { StatusPage } from '../pages/StatusPage.tsx';
import { draftAppOf } from './draft-app.ts';
import { PAGE_ICON_LINKS, showPageIcon } from './page-icon.ts';
import { listenForDraft } from './run-channel-client.ts';

/** How long the tab waits for a studio before saying how to reach one. */
const STUDIO_WAIT_MS = 3000;

/**
 * The Run tab (`/run/{projectId}/`): the studio's current draft, received over the run channel
 * and replaced whenever the studio changes it, against the draft environment. The app keeps
 * running across updates (its variables and signed-in user stay); only its screens and settings change.
 * Its calls to draft carry the studio's latest preview token, renewed over the channel.
 */
export function RunPlayer({ projectId, basePath }: { projectId: string; basePath: string }): JSX.Element {
  const [definition, setDefinition] = useState<RunDefinitionMessage | null>(null);
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => listenForDraft(projectId, setDefinition), [projectId]);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), STUDIO_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  // The tab shows the draft's icon, as the published app will once it is published.
  const icon = definition?.icon ?? null;
  useEffect(() => showPageIcon(document.querySelectorAll<HTMLLinkElement>(PAGE_ICON_LINKS), icon), [icon]);

  const app = useMemo(() => (definition ? draftAppOf(definition) : null), [definition]);
  // One adapter for the tab's life, reading the latest draft (AppView keeps the adapter it started with).
  const latest = useRef<PlayerApp | null>(null);
  latest.current = app;
  const previewToken = useRef<string | null>(null);
  previewToken.current = definition?.previewToken ?? null;
  const [clients] = useState(() => ({ previewToken: () => previewToken.current }));
  const navigation = useMemo(() => createUrlNavigation({ basePath, app: () => latest.current ?? { screens: [], settings: { startScreenId: null, previewDeviceId: null, variables: [], environment: [] } }, window }), [basePath]);

  if (!app) {
    return (
      <StatusPage title="Waiting for the studio…" busy={!waitedLong}>
        {waitedLong ? <p>Keep the studio open with this project, then choose Run there again.</p> : null}
      </StatusPage>
    );
  }
  return <AppHost app={app} navigation={navigation} basePath={basePath} clients={clients} />;
}
