import * as z from 'zod/mini';

/**
 * Imports of CSV and Excel files into a table of draft, run as background jobs. The file is the
 * raw request body (`Content-Type: text/csv` or the xlsx type), streamed; the job's progress
 * is read back by id, so a page reload finds it again.
 */
export const importPaths = {
  /** POST start an import (query: mode, fileName); GET the table's imports, newest first. */
  tableImports: '/api/projects/:projectId/data/tables/:tableName/imports',
  /** GET one import's progress. */
  importJob: '/api/projects/:projectId/data/imports/:importId',
  /** GET the rows an import rejected, with their line numbers (JSON, or CSV with `format=csv`). */
  importErrors: '/api/projects/:projectId/data/imports/:importId/errors',
} as const;

export const CSV_CONTENT_TYPE = 'text/csv';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** allOrNothing: one bad row imports nothing; skipBadRows: the good rows go in, the bad are listed. */
export const importModes = ['allOrNothing', 'skipBadRows'] as const;
export type ImportMode = (typeof importModes)[number];

export const importStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const startImportQuerySchema = z.object({
  mode: z._default(z.enum(importModes), 'allOrNothing'),
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
});

export const importJobSchema = z.object({
  id: z.string(),
  tableName: z.string(),
  fileName: z.string(),
  mode: z.enum(importModes),
  status: z.enum(importStatuses),
  bytesTotal: z.number(),
  bytesRead: z.number(),
  /** Rows written so far; while an allOrNothing import runs, rows checked and staged (none is in the table before it succeeds). */
  rowsImported: z.number(),
  rowsRejected: z.number(),
  /** Why a failed import stopped (e.g. the first bad row in allOrNothing mode, or the plan's disk limit). */
  message: z.nullable(z.string()),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importJobsResponseSchema = z.object({ imports: z.array(importJobSchema) });

export const importErrorSchema = z.object({ line: z.number(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;
export const importErrorsResponseSchema = z.object({ errors: z.array(importErrorSchema), total: z.number() });
