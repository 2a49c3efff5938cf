import type { AppSettings } from '@tessera/model/definition';
import type { ReleasedScreen } from '@tessera/model/releases';

/**
 * What the player runs: a published release (`PublishedApp`) or the studio's draft in the Run
 * tab. Screens carry their deep-link `path`; the bases say where the data API and the end-user
 * account routes of the environment answer.
 */
export interface RunnableApp {
  projectId: string;
  name: string;
  screens: readonly ReleasedScreen[];
  settings: AppSettings;
  dataApiBase: string;
  authBase: string;
}

/** The screens a user can open (pages), in order. */
export function pagesOf(app: Pick<RunnableApp, 'screens'>): ReleasedScreen[] {
  return app.screens.filter((screen) => screen.kind === 'screen');
}

/** The screen the app opens on: the chosen start screen if it is a page, else the first page. */
export function startScreenOf(app: Pick<RunnableApp, 'screens' | 'settings'>): ReleasedScreen | null {
  const pages = pagesOf(app);
  return pages.find((screen) => screen.id === app.settings.startScreenId) ?? pages[0] ?? null;
}
