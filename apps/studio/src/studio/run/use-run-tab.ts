import type { Screen } from '@tessera/model/definition';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appSettingsApi, appSettingsKeys } from '../../api/app-settings-api.ts';
import { api } from '../../api/client.ts';
import { screensApi } from '../../api/screens-api.ts';
import type { Studio } from '../store/create-studio.ts';
import { createRunChannelHost } from './run-channel-host.ts';
import { collectRunScreens } from './run-screens.ts';

/** Changes come in bursts (typing, dragging): the Run tab gets the result once they pause. */
const PUBLISH_DELAY_MS = 150;

/**
 * Keeps every Run tab of the project (`/run/{projectId}/`) showing the studio's current app: its
 * screens with unsaved changes and its run settings. Nothing is gathered until a tab announces
 * itself; then every change of the screens, the project or the run settings is sent again.
 */
export function useRunTab(studio: Studio, domainName: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const projectId = studio.store.getState().projectId;
    const settingsKey = appSettingsKeys.one(domainName, projectId);
    const settingsHash = hashKey(settingsKey);
    const stored = new Map<string, { version: number; screen: Screen }>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;

    const fetchScreen = async (screenId: string): Promise<Screen> => {
      const { id, name, kind, isMobile, isDesktop, masterId, root } = await screensApi.get(api, projectId, screenId);
      return { id, name, kind, isMobile, isDesktop, root, ...(masterId ? { masterId } : {}) };
    };
    const publishNow = async () => {
      const state = studio.store.getState();
      const [screens, settings] = await Promise.all([
        collectRunScreens(state.screens, state.definition.screens, fetchScreen, stored),
        queryClient.fetchQuery({ queryKey: settingsKey, queryFn: ({ signal }) => appSettingsApi.get(api, projectId, signal) }),
      ]);
      if (!closed) host.publish({ name: state.project?.name ?? '', screens, settings });
    };
    const schedule = () => {
      if (!host.hasTabs()) return;
      clearTimeout(timer);
      // A failed read (offline, a screen deleted meanwhile) is retried with the next change.
      timer = setTimeout(() => void publishNow().catch(() => undefined), PUBLISH_DELAY_MS);
    };
    const host = createRunChannelHost(projectId, { origin: window.location.origin, session: crypto.randomUUID(), onTab: schedule });
    const stopStore = studio.store.subscribe((state, previous) => {
      if (state.definition !== previous.definition || state.screens !== previous.screens || state.project !== previous.project) schedule();
    });
    const stopQuery = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryHash === settingsHash && event.action.type === 'success') schedule();
    });
    return () => {
      closed = true;
      clearTimeout(timer);
      stopStore();
      stopQuery();
      host.close();
    };
  }, [studio, domainName, queryClient]);
}
