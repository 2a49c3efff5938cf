import type { AppSettings, Screen } from '@tessera/model/definition';
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

/** The screen the app opens on: the settings' start screen, else the first page (`kind: 'screen'`). */
export function startScreenOf(app: Pick<RunnableApp, 'screens' | 'settings'>): AppScreen | undefined {
  const chosen = app.settings.startScreenId === null ? undefined : app.screens.find((screen) => screen.id === app.settings.startScreenId);
  return chosen ?? app.screens.find((screen) => screen.kind === 'screen') ?? app.screens[0];
}
