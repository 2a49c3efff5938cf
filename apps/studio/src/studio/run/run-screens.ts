import type { Screen } from '@tessera/model/definition';
import type { ScreenSummary } from '@tessera/model/workspace-api';

/**
 * Every screen of the project as the Run tab runs it: a screen loaded in the studio as it is now
 * (unsaved changes included), any other as stored, fetched once per stored version.
 */
export async function collectRunScreens(
  summaries: readonly ScreenSummary[],
  loaded: readonly Screen[],
  fetchScreen: (screenId: string) => Promise<Screen>,
  cache: Map<string, { version: number; screen: Screen }>,
): Promise<Screen[]> {
  const loadedById = new Map(loaded.map((screen) => [screen.id, screen]));
  return Promise.all(
    summaries.map(async (summary) => {
      const open = loadedById.get(summary.id);
      if (open) return open;
      const cached = cache.get(summary.id);
      if (cached && cached.version === summary.version) return cached.screen;
      const screen = await fetchScreen(summary.id);
      cache.set(summary.id, { version: summary.version, screen });
      return screen;
    }),
  );
}
