import { defaultAppSettings, type ElementNode } from '@tessera/model/definition';
import { AppView, createMemoryNavigation, type RunnableApp } from '@tessera/runtime';
import { type ReactElement, useMemo, useState } from 'react';

/**
 * The canvas's Run preview: the open screen run by the runtime's app host against the draft
 * environment (its data, its end users), with its navigation in memory so the preview never moves
 * the studio. The canvas holds this one screen: a navigation to another screen is refused with
 * the app host's message; the Run tab runs the whole app.
 */
export function LivePreview({ projectId, screenId, root, openUrl }: { projectId: string; screenId: string; root: ElementNode; openUrl: (url: string) => void }): ReactElement {
  const [navigation] = useState(() => createMemoryNavigation({ screenId, params: {} }));
  const app = useMemo<RunnableApp>(() => {
    const id = encodeURIComponent(projectId);
    return {
      projectId,
      environment: 'draft',
      screens: [{ id: screenId, name: 'Preview', kind: 'screen', isMobile: false, isDesktop: true, root }],
      settings: { ...defaultAppSettings(), startScreenId: screenId },
      dataApiBase: `/api/data/${id}/draft`,
      authBase: `/api/apps/${id}/draft/auth`,
    };
  }, [projectId, screenId, root]);
  const platform = useMemo(() => ({ openUrl: (url: string) => openUrl(url) }), [openUrl]);
  return <AppView app={app} navigation={navigation} platform={platform} />;
}
