import { RuntimeProvider, ScreenView } from '@tessera/runtime';
import { type JSX, useEffect } from 'react';
import type { NavigationAdapter } from '../navigation/navigation-adapter.ts';
import { ScreenNotFoundPage } from '../pages/StatusPage.tsx';
import type { RunnableApp } from './runnable-app.ts';
import { useAppLocation } from './use-app-location.ts';

/**
 * Runs an app in the page: the screen the navigation adapter names, live. A deep link naming no
 * screen of the app shows the not-found page with a link to the app's first screen.
 */
export function AppHost({ app, navigation, basePath }: { app: RunnableApp; navigation: NavigationAdapter; basePath: string }): JSX.Element {
  const location = useAppLocation(navigation);
  const screen = location ? app.screens.find((candidate) => candidate.id === location.screenId) : undefined;
  useEffect(() => {
    document.title = screen ? `${screen.name} · ${app.name}` : app.name;
  }, [app.name, screen]);
  if (!screen) return <ScreenNotFoundPage homeHref={basePath} />;
  return (
    <RuntimeProvider mode="live">
      <ScreenView root={screen.root} />
    </RuntimeProvider>
  );
}
