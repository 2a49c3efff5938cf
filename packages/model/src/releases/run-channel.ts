import * as z from 'zod/mini';
import { appSettingsSchema } from '../definition/schema/app-settings.ts';
import { screenSchema } from '../definition/schema/screen.ts';
import { appIconSchema } from './app-icon.ts';

/**
 * The Run tab's channel: the studio sends its current definition (unsaved changes included) to a
 * player tab at `/run/{projectId}/` over a `BroadcastChannel` named `runChannelName(projectId)`.
 * Browsers deliver a BroadcastChannel's messages only within one origin; both ends also check the
 * event's origin and validate every message with `runMessageSchema` before using it.
 *
 * 1. The player tab opens the channel and posts `run.ready` (again on every reload).
 * 2. A studio with that project open answers `run.definition`, and posts one again whenever its
 *    screens or run settings change, or its preview token of the draft is renewed. `session`
 *    names one opening of the studio and `revision` grows within it: the tab ignores an older revision of the session it shows, and takes the
 *    first message of a new session (a reloaded studio).
 * 3. A studio that cannot run the draft (its request for a preview token was refused or failed)
 *    answers `run.unavailable` with the reason instead, in the same session and revisions. A tab
 *    asks it to try again by posting `run.ready` once more.
 */
export function runChannelName(projectId: string): string {
  return `tessera-run:${projectId}`;
}

/** Where the Run tab of a project opens. */
export function runTabPath(projectId: string): string {
  return `/run/${encodeURIComponent(projectId)}/`;
}

export const runReadyMessageSchema = z.object({ type: z.literal('run.ready'), projectId: z.string() });
export type RunReadyMessage = z.infer<typeof runReadyMessageSchema>;

export const runDefinitionMessageSchema = z.object({
  type: z.literal('run.definition'),
  projectId: z.string(),
  name: z.string(),
  session: z.string().check(z.minLength(1), z.maxLength(64)),
  revision: z.int().check(z.nonnegative()),
  screens: z.array(screenSchema),
  settings: appSettingsSchema,
  /** The draft's icon (the tab's favicon); null: the player's own. */
  icon: z._default(z.nullable(appIconSchema), null),
  /** The preview token of the project's draft (draft-preview.ts); a renewed one comes in a new revision. */
  previewToken: z.string().check(z.minLength(1), z.maxLength(2048)),
});
export type RunDefinitionMessage = z.infer<typeof runDefinitionMessageSchema>;

/**
 * Why the studio cannot run the draft: `seat`, the builder has no Developer seat (403); `missing`,
 * the project is not found for them (404); `failed`, no answer or a server error (tried again).
 */
export const runUnavailableReasons = ['seat', 'missing', 'failed'] as const;
export type RunUnavailableReason = (typeof runUnavailableReasons)[number];

export const runUnavailableMessageSchema = z.object({
  type: z.literal('run.unavailable'),
  projectId: z.string(),
  session: z.string().check(z.minLength(1), z.maxLength(64)),
  revision: z.int().check(z.nonnegative()),
  reason: z.enum(runUnavailableReasons),
});
export type RunUnavailableMessage = z.infer<typeof runUnavailableMessageSchema>;

export const runMessageSchema = z.discriminatedUnion('type', [runReadyMessageSchema, runDefinitionMessageSchema, runUnavailableMessageSchema]);
export type RunMessage = z.infer<typeof runMessageSchema>;
