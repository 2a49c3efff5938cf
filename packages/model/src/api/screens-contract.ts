import * as z from 'zod/mini';
import { elementTreeSchema } from '../definition/schema/element-tree.ts';
import { screenKinds } from '../definition/schema/screen.ts';
import { pathIdSchema } from './path-id.ts';

const isoDate = z.string();

/** A screen name: 1–80 characters after trimming, unique in its project ignoring case. */
export const screenNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'Please enter a screen name.'),
  z.maxLength(80, 'A screen name has at most 80 characters.'),
);

/** The starting trees of a new screen (spec §4 "create screen"). */
export const screenTemplates = ['blank', 'blankWithHeader', 'blankWithHeaderForMobile'] as const;
export type ScreenTemplate = (typeof screenTemplates)[number];

/** A screen in a project's list: everything but its element tree. */
export const screenSummarySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  kind: z.enum(screenKinds),
  isMobile: z.boolean(),
  isDesktop: z.boolean(),
  masterId: z.nullable(z.string()),
  version: z.number(),
  position: z.number(),
  isStartScreen: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ScreenSummary = z.infer<typeof screenSummarySchema>;

/** GET /api/projects/:projectId/screens, in position order. */
export const screenListSchema = z.object({ screens: z.array(screenSummarySchema), startScreenId: z.nullable(z.string()) });
export type ScreenList = z.infer<typeof screenListSchema>;

/** A whole screen: the summary and its element tree; `version` is what the next save must send. */
export const screenDetailSchema = z.extend(screenSummarySchema, { root: elementTreeSchema });
export type ScreenDetail = z.infer<typeof screenDetailSchema>;

/**
 * A whole screen as stored, its tree unread: what the server answers. A screen stored before the
 * tree limits may be over them; `readStoredTree` reads such a tree without recursion.
 */
export const storedScreenDetailSchema = z.extend(screenSummarySchema, { root: z.unknown() });
export type StoredScreenDetail = z.infer<typeof storedScreenDetailSchema>;

/** POST /api/projects/:projectId/screens. */
export const createScreenRequestSchema = z.object({
  name: screenNameSchema,
  kind: z._default(z.enum(screenKinds), 'screen'),
  isMobile: z._default(z.boolean(), false),
  isDesktop: z._default(z.boolean(), true),
  masterId: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  template: z._default(z.enum(screenTemplates), 'blank'),
});
export type CreateScreenRequest = z.input<typeof createScreenRequestSchema>;

/**
 * PUT /api/projects/:projectId/screens/:screenId (save). `version` is the version the editor
 * opened; a stale one gets 409 `conflict`. The server checks `root` with `elementTreeSchema` (the
 * tree limits, then the shape) and `validateElementTree`; the first error comes back as 400
 * `validation_failed` naming its path.
 */
export const saveScreenRequestSchema = z.object({
  version: z.int().check(z.positive()),
  name: z.optional(screenNameSchema),
  isMobile: z.optional(z.boolean()),
  isDesktop: z.optional(z.boolean()),
  masterId: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  root: elementTreeSchema,
});
export type SaveScreenRequest = z.infer<typeof saveScreenRequestSchema>;

/** The message of a stale save's 409; the current version follows it in the message. */
export const SCREEN_CHANGED_MESSAGE = 'This screen was changed since you opened it.';

/** PATCH /api/projects/:projectId/screens/:screenId (rename). */
export const renameScreenRequestSchema = z.object({ name: screenNameSchema });
/** POST …/screens/:screenId/duplicate: the copy's name, else "<name> (copy)". */
export const duplicateScreenRequestSchema = z.object({ name: z.optional(screenNameSchema) });
/** PUT /api/projects/:projectId/start-screen. */
export const startScreenRequestSchema = z.object({ screenId: pathIdSchema });
export const startScreenResponseSchema = z.object({ startScreenId: z.nullable(z.string()) });
export const screenIdParamsSchema = z.object({
  projectId: pathIdSchema,
  screenId: pathIdSchema,
});
