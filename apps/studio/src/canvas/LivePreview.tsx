import type { ElementNode } from '@tessera/model/definition';
import { AppView, createMemoryNavigation } from '@tessera/runtime';
import { type ReactElement, useMemo, useState } from 'react';
import type { RunApp } from './canvas-store.ts';
import { liveAppOf } from './live-app.ts';

/**
 * The canvas's Run preview: the whole app (every screen with the studio's unsaved changes, the
 * run settings' app variables and environment values) run by the runtime's app host against the
 * draft environment, opening on the screen the studio shows. Its navigation is kept in memory, so
 * navigate and goBack move between screens inside the canvas and never move the studio. A new
 * draft of the screens or settings keeps the app running where it is (as the Run tab does).
 */
export function LivePreview({ projectId, screenId, root, run, openUrl }: { projectId: string; screenId: string; root: ElementNode; run: RunApp; openUrl: (url: string) => void }): ReactElement {
  const [navigation] = useState(() => createMemoryNavigation({ screenId, params: {} }));
  const app = useMemo(() => liveAppOf(projectId, root, run), [projectId, root, run]);
  const platform = useMemo(() => ({ openUrl: (url: string) => openUrl(url) }), [openUrl]);
  return <AppView app={app} navigation={navigation} platform={platform} />;
}
