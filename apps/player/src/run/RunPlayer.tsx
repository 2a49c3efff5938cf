import type { RunDefinitionMessage, RunUnavailableReason } from '@tessera/model/releases';
import { type JSX, useEffect, useMemo, useRef, useState } from 'react';
import { AppHost } from '../app/AppHost.tsx';
import type { PlayerApp } from '../app/runnable-app.ts';
import { createUrlNavigation } from '../navigation/url-navigation.ts';
import { StatusPage } from '../pages/StatusPage.tsx';
import { draftAppOf } from './draft-app.ts';
import { PAGE_ICON_LINKS, showPageIcon } from './page-icon.ts';
import { type DraftListener, listenForDraft } from './run-channel-client.ts';
import { RunUnavailablePage } from './RunUnavailablePage.tsx';

/** How long the tab waits for a studio before saying how to reach one. */
const STUDIO_WAIT_MS = 3000;

/**
 * The Run tab (`/run/{projectId}/`): the studio's current draft, received over the run channel
 * and replaced whenever the studio changes it, against the draft environment. The app keeps
 * running across updates (its variables and signed-in user stay); only its screens and settings change.
 * Its calls to draft carry the studio's latest preview token, renewed over the channel. When the
 * studio cannot run the draft (no preview token: no Developer seat, or the request failed) the
 * tab says why, and Try again asks the studio once more.
 */
export function RunPlayer({ projectId, basePath }: { projectId: string; basePath: string }): JSX.Element {
  const [definition, setDefinition] = useState<RunDefinitionMessage | null>(null);
  const [unavailable, setUnavailable] = useState<RunUnavailableReason | null>(null);
  // Grows with each Try again: the wait for an answer starts over.
  const [asked, setAsked] = useState(0);
  const [waitedLong, setWaitedLong] = useState(false);
  const listener = useRef<DraftListener | null>(null);
  useEffect(() => {
    const listening = listenForDraft(projectId, (message) => {
      if (message.type === 'run.definition') {
        setDefinition(message);
        setUnavailable(null);
      } else setUnavailable(message.reason);
    });
    listener.current = listening;
    return () => listening.close();
  }, [projectId]);
  useEffect(() => {
    setWaitedLong(false);
    const timer = setTimeout(() => setWaitedLong(true), STUDIO_WAIT_MS);
    return () => clearTimeout(timer);
  }, [asked]);

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

  if (unavailable) {
    const tryAgain = () => {
      setUnavailable(null);
      setAsked((count) => count + 1);
      listener.current?.askAgain();
    };
    return <RunUnavailablePage reason={unavailable} onRetry={tryAgain} />;
  }
  if (!app) {
    return (
      <StatusPage title="Waiting for the studio…" busy={!waitedLong}>
        {waitedLong ? <p>Keep the studio open with this project, then choose Run there again.</p> : null}
      </StatusPage>
    );
  }
  return <AppHost app={app} navigation={navigation} basePath={basePath} clients={clients} />;
}
