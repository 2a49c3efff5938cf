import type { ImportError, ImportJob } from '@tessera/model/data';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { importView } from './import-view.ts';
import { assertOwnProject } from '../data-schema/project-access.ts';
import { findImportJob, type ImportJobRow, listImportErrors, listImportJobs } from './queries.ts';
import { MAX_STORED_ERRORS } from './import-run.ts';

/** The imports a table's list shows. */
export const LISTED_IMPORTS = 50;

const importNotFound = () => new NotFoundError('Import not found.');

async function ownImport(ctx: AppContext, caller: ProjectCaller, projectId: string, importId: string): Promise<ImportJobRow> {
  await assertOwnProject(ctx, caller, projectId);
  if (!isUuid(importId)) throw importNotFound();
  const job = await findImportJob(ctx.appDb, projectId, importId);
  if (!job) throw importNotFound();
  return job;
}

/** A table's imports, newest first: a reloaded page finds a running one here. */
export async function listImports(ctx: AppContext, caller: ProjectCaller, projectId: string, tableName: string): Promise<{ imports: ImportJob[] }> {
  await assertOwnProject(ctx, caller, projectId);
  const rows = await listImportJobs(ctx.appDb, projectId, tableName, LISTED_IMPORTS);
  return { imports: rows.map(importView) };
}

export async function getImport(ctx: AppContext, caller: ProjectCaller, projectId: string, importId: string): Promise<ImportJob> {
  return importView(await ownImport(ctx, caller, projectId, importId));
}

/** The rejected rows' errors by line (the first 10,000 kept) and how many rows were rejected in all. */
export async function getImportErrors(ctx: AppContext, caller: ProjectCaller, projectId: string, importId: string): Promise<{ errors: ImportError[]; total: number }> {
  const job = await ownImport(ctx, caller, projectId, importId);
  const errors = await listImportErrors(ctx.appDb, importId, MAX_STORED_ERRORS);
  return { errors, total: Math.max(Number(job.rows_rejected), errors.length) };
}

/** A cell that a spreadsheet would run as a formula is written as text (a leading apostrophe). */
function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The errors as a CSV download: `line,message`, one row per rejected row. */
export function importErrorsCsv(errors: readonly ImportError[]): string {
  return ['line,message', ...errors.map((error) => `${error.line},${csvCell(error.message)}`)].join('\r\n') + '\r\n';
}
