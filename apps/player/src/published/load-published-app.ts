import { fillPath } from '@tessera/model/workspace-api';
import { publishedAppPaths, publishedAppSchema } from '@tessera/model/releases';
import type { PlayerApp } from '../app/runnable-app.ts';

/** What loading a published app gave: the app, no such app (404), or a failure to show. */
export type PublishedLoad = { status: 'ready'; app: PlayerApp } | { status: 'notFound' } | { status: 'error'; message: string };

/** Reads the live release of `/apps/{domainName}/{projectSlug}/` from the public route. */
export async function loadPublishedApp(domainName: string, projectSlug: string, fetcher: typeof fetch = fetch): Promise<PublishedLoad> {
  let response: Response;
  try {
    response = await fetcher(fillPath(publishedAppPaths.liveApp, { domainName, projectSlug }), { headers: { accept: 'application/json' } });
  } catch {
    return { status: 'error', message: 'The app could not be reached. Check your connection and try again.' };
  }
  if (response.status === 404) return { status: 'notFound' };
  if (!response.ok) return { status: 'error', message: `The app could not be loaded (error ${response.status}). Try again in a moment.` };
  const parsed = publishedAppSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return { status: 'error', message: 'The app answered with something the player cannot read.' };
  const { projectId, name, screens, settings, dataApiBase, authBase } = parsed.data;
  return { status: 'ready', app: { projectId, name, environment: 'live', screens, settings, dataApiBase, authBase } };
}
