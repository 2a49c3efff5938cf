import { type AppSettings, isPageKind, type Screen } from '@tessera/model/definition';
import type { EndUserEnvironment } from '@tessera/model/end-users';

/** A screen of a runnable app; `path` is its deep link in the player (a release's `path`). */
export type AppScreen = Screen & { path?: string };

/**
 * Everything `AppView` needs to run an app: the screens and run settings (a release's, or the
 * studio's draft with unsaved changes), and where its environment's APIs answer.
 */
export interface RunnableApp {
  projectId: string;
  environment: EndUserEnvironment;
  screens: readonly AppScreen[];
  settings: AppSettings;
  /** The data API of the environment: `/api/data/{projectId}/{environment}`. */
  dataApiBase: string;
  /** The end-user account routes: `/api/apps/{projectId}/{environment}/auth`. */
  authBase: string;
}

/**
 * The page the app opens on: the settings' start screen when it is a page (`isPageKind`), else the
 * first page; none when the app has no page (a master or component never opens by itself).
 */
export function startScreenOf(app: Pick<RunnableApp, 'screens' | 'settings'>): AppScreen | undefined {
  const pages = app.screens.filter((screen) => isPageKind(screen.kind));
  return pages.find((screen) => screen.id === app.settings.startScreenId) ?? pages[0];
}
