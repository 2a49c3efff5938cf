import * as z from 'zod/mini';
import { changePreviewSchema } from '../data/data-contract.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slugs.ts';

/**
 * The bodies of the builders' release routes (`releasePaths`): publish, its preview, the history
 * and rollback.
 */

export const RELEASE_NOTE_MAX_LENGTH = 500;

/** A project's address slug as a builder types it: lower-case words joined by hyphens. */
export const projectSlugSchema = z.string().check(z.minLength(1), z.maxLength(SLUG_MAX_LENGTH), z.regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens between words.'));

/** POST `releasePaths.list`: publish what draft holds now as the next release. */
export const publishRequestSchema = z.object({
  note: z.string().check(z.maxLength(RELEASE_NOTE_MAX_LENGTH)),
  /** The address slug: chosen at the first publish, changed by sending another one later. Default: the project's, else one made from its name. */
  slug: z.optional(projectSlugSchema),
  /** Needed when live's queued migrations lose data: the builder saw what is at stake and agreed. */
  confirmDataLoss: z._default(z.boolean(), false),
});
export type PublishRequest = z.input<typeof publishRequestSchema>;

/** Who published a release, as the history shows them; null once their account is gone. */
export const releaseAuthorSchema = z.nullable(z.object({ id: z.string(), name: z.string(), email: z.string() }));

/** One release of the history. */
export const releaseSummarySchema = z.object({
  id: z.string(),
  number: z.int(),
  note: z.string(),
  /** The content's sha256 (hex): equal for releases of identical content. */
  hash: z.string(),
  publishedBy: releaseAuthorSchema,
  publishedAt: z.string(),
  /** The migration of the data model live had once this release was published. */
  dataModelSeq: z.int(),
  isLive: z.boolean(),
  /**
   * What this release names that live's schema no longer has (a table or column of its screens'
   * actions and bindings or of its access rules), one sentence each; empty when it fits.
   */
  warnings: z.array(z.string()),
});
export type ReleaseSummary = z.infer<typeof releaseSummarySchema>;

/** GET `releasePaths.list`: newest first, with where the live one is served. */
export const releaseHistorySchema = z.object({
  releases: z.array(releaseSummarySchema),
  liveReleaseId: z.nullable(z.string()),
  /** The project's address slug; null before the first publish. */
  slug: z.nullable(z.string()),
  /** The player's address of the live app (`/apps/{domainName}/{slug}/`); null before the first publish. */
  address: z.nullable(z.string()),
});
export type ReleaseHistory = z.infer<typeof releaseHistorySchema>;

/** POST `releasePaths.preview`: what publishing would do now, changing nothing. */
export const publishPreviewSchema = z.object({
  /** The number the next release would get. */
  nextNumber: z.int(),
  /** The project's slug, or the one the first publish would choose (free in the workspace). */
  slug: z.string(),
  firstPublish: z.boolean(),
  /** Migrations of draft that live has not had and publishing applies, oldest first. */
  pendingMigrations: z.int(),
  /** What applying them does to live's own rows (every step, what it puts at stake). */
  queue: changePreviewSchema,
});
export type PublishPreview = z.infer<typeof publishPreviewSchema>;

/** POST `releasePaths.list` (201): the new release, now live, and its address. */
export const publishResponseSchema = z.object({ release: releaseSummarySchema, address: z.string() });
export type PublishResponse = z.infer<typeof publishResponseSchema>;

/** POST `releasePaths.rollback`: the release, live again; `release.warnings` says what no longer fits. */
export const rollbackResponseSchema = z.object({ release: releaseSummarySchema, address: z.string() });
export type RollbackResponse = z.infer<typeof rollbackResponseSchema>;
