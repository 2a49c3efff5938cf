import type { Screen } from '@tessera/model/definition';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appIconApi, appIconKeys } from '../../run-settings/app-icon-api.ts';
import { appSettingsApi, appSettingsKeys } from '../../api/app-settings-api.ts';
import { api } from '../../api/client.ts';
import { releasesApi } from '../../api/releases-api.ts';
import { screensApi } from '../../api/screens-api.ts';
import type { Studio } from '../store/create-studio.ts';
import type { RunApp } from '../store/studio-state.ts';
import { createPreviewTokenKeeper } from './preview-token-keeper.ts';
import { createRunChannelHost, type RunChannelHost } from './run-channel-host.ts';
import { startRunFeed } from './run-feed.ts';
import { collectRunScreens } from './run-screens.ts';

/** Changes come in bursts (typing, dragging): the app is gathered again once they pause. */
const GATHER_DELAY_MS = 150;
/** A Run preview still waiting for the app tries a failed gathering again after this long. */
const RETRY_DELAY_MS = 2000;

/**
 * Keeps whatever runs the studio's current app up to date: the canvas's Run preview while it
 * runs, and every Run tab of the project (`/run/{projectId}/`) once one has announced itself. Both
 * get every screen with its unsaved changes and the run settings (`startRunFeed`), and the
 * preview token of the draft (minted when either first runs, renewed while the studio is open).
 * Without a token (the request refused: no Developer seat; or failed) both are told why
 * (`previewTokenProblem`, `run.unavailable`) and the builder's Try again asks once more.
 */
export function useRunApp(studio: Studio, domainName: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const projectId = studio.store.getState().projectId;
    const settingsKey = appSettingsKeys.one(domainName, projectId);
    const settingsHash = hashKey(settingsKey);
    const iconKey = appIconKeys.one(domainName, projectId);
    const iconHash = hashKey(iconKey);
    // The Run tabs show the draft's icon; read when a tab wants the app.
    const readIcon = async () => (await queryClient.fetchQuery({ queryKey: iconKey, queryFn: ({ signal }) => appIconApi.get(api, projectId, signal) })).icon;
    const stored = new Map<string, { version: number; screen: Screen }>();

    const fetchScreen = async (screenId: string): Promise<Screen> => {
      const { id, name, kind, isMobile, isDesktop, masterId, root } = await screensApi.get(api, projectId, screenId);
      return { id, name, kind, isMobile, isDesktop, root, ...(masterId ? { masterId } : {}) };
    };
    const gather = async (): Promise<RunApp> => {
      const state = studio.store.getState();
      const [screens, settings] = await Promise.all([
        collectRunScreens(state.screens, state.definition.screens, fetchScreen, stored),
        queryClient.fetchQuery({ queryKey: settingsKey, queryFn: ({ signal }) => appSettingsApi.get(api, projectId, signal) }),
      ]);
      return { screens, settings };
    };
    // The host is created after the feed: a tab's `run.ready` schedules a gathering.
    let host: RunChannelHost | null = null;
    const feed = startRunFeed(studio.store, {
      gather,
      delayMs: GATHER_DELAY_MS,
      retryMs: RETRY_DELAY_MS,
      tabs: {
        wanted: () => host?.hasTabs() ?? false,
        publish(app, state) {
          // A tab without a token would only be refused: it waits for the first one.
          if (state.previewToken === null) return;
          const previewToken = state.previewToken;
          void readIcon()
            .catch(() => null)
            .then((icon) => host?.publish({ name: state.project?.name ?? '', screens: [...app.screens], settings: app.settings, icon, previewToken }));
        },
      },
    });
    const keeper = createPreviewTokenKeeper({
      mint: () => releasesApi.previewToken(api, projectId),
      onToken(previewToken) {
        studio.store.setState({ previewToken, previewTokenProblem: null });
        // The canvas sync sends the preview the new token; the tabs get it with the next definition.
        if (host?.hasTabs()) feed.schedule();
      },
      onFailure(reason) {
        // No token (a first mint failed, or a renewal was refused): the app cannot run.
        studio.store.setState({ previewToken: null, previewTokenProblem: reason });
        if (host?.hasTabs()) host.unavailable(reason);
      },
    });
    const stopMode = studio.store.subscribe((state, previous) => {
      if (state.renderMode === 'live') keeper.start();
      if (state.previewTokenRetries !== previous.previewTokenRetries) keeper.retry();
    });
    if (studio.store.getState().renderMode === 'live') keeper.start();
    host = createRunChannelHost(projectId, {
      origin: window.location.origin,
      session: crypto.randomUUID(),
      onTab() {
        keeper.start();
        // A tab showing why it cannot run asks again with a new `run.ready`.
        keeper.retry();
        feed.schedule();
      },
    });
    const stopQuery = queryClient.getQueryCache().subscribe((event) => {
      const watched = event.query.queryHash === settingsHash || event.query.queryHash === iconHash;
      if (event.type === 'updated' && watched && event.action.type === 'success') feed.schedule();
    });
    return () => {
      keeper.stop();
      stopMode();
      feed.stop();
      stopQuery();
      host?.close();
    };
  }, [studio, domainName, queryClient]);
}
