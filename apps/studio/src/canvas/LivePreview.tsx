import type { ElementNode } from '@tessera/model/definition';
import { AppView, createMemoryNavigation } from '@tessera/runtime';
import { type ReactElement, useMemo, useRef, useState } from 'react';
import type { RunApp } from './canvas-store.ts';
import { liveAppOf } from './live-app.ts';

/**
 * The canvas's Run preview: the whole app (every screen with the studio's unsaved changes, the
 * run settings' app variables and environment values) run by the runtime's app host against the
 * draft environment, opening on the screen the studio shows. Its navigation is kept in memory, so
 * navigate and goBack move between screens inside the canvas and never move the studio. A new
 * draft of the screens or settings keeps the app running where it is (as the Run tab does). Its
 * calls to draft carry the studio's latest preview token (draft answers the app only with it).
 */
export function LivePreview({ projectId, screenId, root, run, openUrl }: { projectId: string; screenId: string; root: ElementNode; run: RunApp; openUrl: (url: string) => void }): ReactElement {
  const [navigation] = useState(() => createMemoryNavigation({ screenId, params: {} }));
  const app = useMemo(() => liveAppOf(projectId, root, run), [projectId, root, run]);
  const platform = useMemo(() => ({ openUrl: (url: string) => openUrl(url) }), [openUrl]);
  // The clients are made once and read the token at each call: a renewed one needs no new clients.
  const previewToken = useRef(run.previewToken);
  previewToken.current = run.previewToken;
  const [clients] = useState(() => ({ previewToken: () => previewToken.current }));
  return <AppView app={app} navigation={navigation} platform={platform} clients={clients} />;
}
