import * as z from 'zod/mini';
import { elementTreeSchema } from './element-tree.ts';

/** The kinds of screen: a master frames other screens; report and component screens are not pages. */
export const screenKinds = ['screen', 'master', 'report', 'component'] as const;
/** One of `screenKinds`. */
export type ScreenKind = (typeof screenKinds)[number];

/**
 * A screen: its element tree (`root`), which devices it targets and optionally the master screen
 * that frames it. `version` is the server's optimistic-concurrency counter for saves.
 */
export const screenSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  kind: z.enum(screenKinds),
  isMobile: z.boolean(),
  isDesktop: z.boolean(),
  masterId: z.optional(z.string()),
  root: elementTreeSchema,
  version: z.optional(z.int().check(z.nonnegative())),
});
/** A screen of the app definition (inferred from `screenSchema`). */
export type Screen = z.infer<typeof screenSchema>;
