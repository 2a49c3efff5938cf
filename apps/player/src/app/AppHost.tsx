import { type AppClientOptions, AppView } from '@tessera/runtime';
import { type JSX, useEffect, useState, useSyncExternalStore } from 'react';
import type { PlayerNavigation } from '../navigation/url-navigation.ts';
import { ScreenNotFoundPage } from '../pages/StatusPage.tsx';
import type { PlayerApp } from './runnable-app.ts';

/**
 * Runs an app in the page with the runtime's `AppView`, the open screen kept in the address bar.
 * A deep link naming no screen of the app shows the not-found page with a link to its start.
 */
export function AppHost({ app, navigation, basePath, clients }: { app: PlayerApp; navigation: PlayerNavigation; basePath: string; clients?: AppClientOptions }): JSX.Element {
  const lost = useSyncExternalStore(navigation.subscribe, navigation.namesNoScreen);
  const route = useSyncExternalStore(navigation.subscribe, () => navigation.current()?.screenId ?? null);
  const screen = app.screens.find((candidate) => candidate.id === route);
  useEffect(() => {
    document.title = screen ? `${screen.name} · ${app.name}` : app.name;
  }, [app.name, screen]);
  // AppView keeps its store for its lifetime; a new key starts the app afresh after a lost link.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (lost) setGeneration((n) => n + 1);
  }, [lost]);
  if (lost) return <ScreenNotFoundPage homeHref={basePath} />;
  return <AppView key={generation} app={app} navigation={navigation} {...(clients ? { clients } : {})} />;
}
