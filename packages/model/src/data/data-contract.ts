import * as z from 'zod/mini';
import { dataModelSchema } from './data-model.ts';
import { dataOpSchema, MAX_OPS_PER_CHANGE } from './data-ops.ts';

/**
 * Paths of a project's database for the studio (scoped to the `domainName` header's workspace;
 * writes need a Developer seat). The data API itself, PostgREST's grammar, is served per
 * environment under `dataApiBase`: `{base}/{table}` for rows, `{base}/` for its OpenAPI document.
 */
export const dataPaths = {
  /** GET the draft data model, its version and how many migrations wait for live. */
  model: '/api/projects/:projectId/data/model',
  /** POST apply a change (ops) to draft: one migration. */
  changes: '/api/projects/:projectId/data/changes',
  /** POST plan a change without applying it: its SQL steps, their classes and what is at stake. */
  preview: '/api/projects/:projectId/data/changes/preview',
  /** GET the migration history, newest first. */
  migrations: '/api/projects/:projectId/data/migrations',
  /** GET what live lacks (read only: live gets its queue only when the project is published, `releasePaths`). */
  live: '/api/projects/:projectId/data/live',
  /** POST: what applying the queue would do to live's own rows, applied and rolled back. */
  previewLive: '/api/projects/:projectId/data/live/preview',
  /** The data API's base address of one environment (`draft` or `live`). */
  dataApiBase: '/api/data/:projectId/:environment',
} as const;

/** How one migration step affects the table it touches, from harmless to destructive. */
export const stepClasses = ['safe', 'locks', 'rewrites', 'losesData'] as const;
export type StepClass = (typeof stepClasses)[number];

/** One SQL statement of a migration, classified before it runs. */
export const plannedStepSchema = z.object({
  sql: z.string(),
  classification: z.enum(stepClasses),
  /** A sentence naming what the step does ("Drop column tasks.notes"). */
  description: z.string(),
  /** losesData: how many rows hold values that would be lost, and a few of those values. */
  rowsAtStake: z.nullable(z.number()),
  sampleValues: z.array(z.string()),
  /** A type change: rows whose value would not convert (the change is refused while any exist). */
  failingRows: z.nullable(z.object({ count: z.number(), samples: z.array(z.object({ key: z.string(), value: z.string() })) })),
});
export type PlannedStep = z.infer<typeof plannedStepSchema>;

export const changeRequestSchema = z.object({
  /** The model version the ops were made against; a newer one answers 409 `stale`. */
  baseVersion: z.number().check(z.int(), z.gte(0)),
  ops: z.array(dataOpSchema).check(z.minLength(1), z.maxLength(MAX_OPS_PER_CHANGE)),
  /** Needed when a step loses data: the builder saw what is at stake and agreed. */
  confirmDataLoss: z._default(z.boolean(), false),
});
export type ChangeRequest = z.input<typeof changeRequestSchema>;

export const changePreviewSchema = z.object({
  steps: z.array(plannedStepSchema),
  needsConfirmation: z.boolean(),
  /** A type change some rows cannot take: the change cannot apply until they are fixed. */
  blocked: z.boolean(),
});
export type ChangePreview = z.infer<typeof changePreviewSchema>;

export const migrationSchema = z.object({
  seq: z.number(),
  author: z.nullable(z.object({ id: z.string(), username: z.string() })),
  createdAt: z.string(),
  /** What the builder did, one line per op ("Add column tasks.done"). */
  summary: z.array(z.string()),
  steps: z.array(z.object({ sql: z.string(), classification: z.enum(stepClasses) })),
  appliedToLive: z.boolean(),
});
export type Migration = z.infer<typeof migrationSchema>;

export const dataModelResponseSchema = z.object({
  model: dataModelSchema,
  version: z.number(),
  /** Migrations applied to draft that live has not had yet. */
  livePending: z.number(),
});
export type DataModelResponse = z.infer<typeof dataModelResponseSchema>;

export const changeResponseSchema = z.object({ model: dataModelSchema, version: z.number(), migration: migrationSchema });
export type ChangeResponse = z.infer<typeof changeResponseSchema>;

export const migrationsResponseSchema = z.object({ migrations: z.array(migrationSchema) });

export const liveStateSchema = z.object({ draftSeq: z.number(), liveSeq: z.number(), pending: z.array(migrationSchema) });
export type LiveState = z.infer<typeof liveStateSchema>;

