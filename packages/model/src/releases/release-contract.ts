import * as z from 'zod/mini';
import { screenSchema } from '../definition/schema/screen.ts';
import { appSettingsSchema } from '../definition/schema/app-settings.ts';
import { appIconSchema } from './app-icon.ts';

/**
 * Releases: immutable, content-addressed snapshots of an app (its screens, run settings, the data
 * model's migration version and the access rules), numbered per project. The live pointer names
 * the one published apps run; rollback moves it back. `releasePaths` are the builders' routes
 * (`domainname` workspace, Developer seat); `publishedAppPaths` are public and serve only what the
 * live release holds.
 */
export const releasePaths = {
  /** GET the history (newest first, which one is live); POST publish a new release. */
  list: '/api/projects/:projectId/releases',
  /** POST: what publishing would do now (live's queued migrations, data at stake), changing nothing. */
  preview: '/api/projects/:projectId/releases/preview',
  /** POST: make an earlier release live again. */
  rollback: '/api/projects/:projectId/releases/:releaseId/rollback',
} as const;

export const publishedAppPaths = {
  /** GET the live release of `/apps/{domainName}/{projectSlug}/` as a `PublishedApp`. */
  liveApp: '/api/published/:domainName/:projectSlug',
} as const;

/** Where the player serves a published app (deep links add a screen's path after it). */
export const PLAYER_BASE_PATH = '/apps/:domainName/:projectSlug/';

/** The player's address of a published app (`/apps/acme/task-list/`). */
export function publishedAppAddress(domainName: string, projectSlug: string): string {
  return PLAYER_BASE_PATH.replace(':domainName', encodeURIComponent(domainName)).replace(':projectSlug', encodeURIComponent(projectSlug));
}

/** A screen as a release holds it: the screen and the path its deep link uses. */
export const releasedScreenSchema = z.object({
  ...screenSchema.shape,
  /** Lower-case words joined by hyphens, unique within the release (`task-list`). */
  path: z.string(),
});
export type ReleasedScreen = z.infer<typeof releasedScreenSchema>;

/** What a player needs to run an app: one release's content and where its APIs answer. */
export const publishedAppSchema = z.object({
  projectId: z.string(),
  domainName: z.string(),
  projectSlug: z.string(),
  name: z.string(),
  release: z.object({ id: z.string(), number: z.int(), hash: z.string(), publishedAt: z.string() }),
  screens: z.array(releasedScreenSchema),
  settings: appSettingsSchema,
  /** The icon the release was published with; null: the player's own. */
  icon: z._default(z.nullable(appIconSchema), null),
  /** The data API and end-user account routes of the live environment. */
  dataApiBase: z.string(),
  authBase: z.string(),
});
export type PublishedApp = z.infer<typeof publishedAppSchema>;
