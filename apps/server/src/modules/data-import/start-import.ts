import type { Readable } from 'node:stream';
import { CSV_CONTENT_TYPE, type ImportJob, type ImportMode, tableByName, XLSX_CONTENT_TYPE } from '@tessera/model/data';
import type { AppContext } from '../../context.ts';
import { AppError, NotFoundError } from '../../errors/app-error.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { readEnvironment } from '../data-schema/environments.ts';
import { assertOwnProject } from '../data-schema/project-access.ts';
import { IMPORT_QUEUE, type ImportJobData } from './import-job.ts';
import { importView } from './import-view.ts';
import { deleteImportJob, findImportJob, insertChunk, insertImportJob, setBytesTotal } from './queries.ts';

/** The largest file an import takes: 100 MB and a margin. */
export const IMPORT_MAX_BYTES = 110 * 1024 * 1024;
/** The stored file's pieces: about 1 MB each. */
export const CHUNK_BYTES = 1024 * 1024;

export const fileTooLarge = () => new AppError('payload_too_large', 'The file is larger than 110 MB. Split it into smaller files and import each.');

/** The media type without parameters (`text/csv; charset=utf-8` is `text/csv`). */
function essence(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Stores the uploaded file in the app database in ~1 MB pieces as it arrives (the file is never
 * whole in memory), so any server process can run the import. A failed or oversized upload
 * leaves nothing behind.
 */
async function storeFile(ctx: AppContext, importId: string, body: Readable): Promise<number> {
  let seq = 0;
  let total = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const writePending = async () => {
    await insertChunk(ctx.appDb, importId, seq, Buffer.concat(pending, pendingBytes));
    seq += 1;
    pending = [];
    pendingBytes = 0;
  };
  for await (const piece of body as AsyncIterable<Buffer>) {
    total += piece.length;
    if (total > IMPORT_MAX_BYTES) throw fileTooLarge();
    pending.push(piece);
    pendingBytes += piece.length;
    if (pendingBytes >= CHUNK_BYTES) await writePending();
  }
  if (pendingBytes > 0) await writePending();
  return total;
}

/**
 * Starts an import of the request's file into a table of the project's draft: checks the file's
 * type, the project and the table, stores the file and queues the job. Answers the queued import.
 */
export async function startImport(
  ctx: AppContext,
  caller: ProjectCaller,
  input: { projectId: string; tableName: string; mode: ImportMode; fileName: string; contentType: string | undefined; declaredBytes: number | null; body: unknown },
): Promise<ImportJob> {
  const contentType = essence(input.contentType);
  if ((contentType !== CSV_CONTENT_TYPE && contentType !== XLSX_CONTENT_TYPE) || !isStream(input.body)) {
    throw new AppError('unsupported_media_type', `Send the file as ${CSV_CONTENT_TYPE} (CSV) or ${XLSX_CONTENT_TYPE} (Excel .xlsx).`);
  }
  if (input.declaredBytes !== null && input.declaredBytes > IMPORT_MAX_BYTES) throw fileTooLarge();
  await assertOwnProject(ctx, caller, input.projectId);
  const environment = await readEnvironment(ctx.appDb, input.projectId, 'draft');
  if (!tableByName(environment.model, input.tableName)) throw new NotFoundError(`Table ${input.tableName} not found in draft.`);

  const importId = crypto.randomUUID();
  await insertImportJob(ctx.appDb, {
    id: importId,
    projectId: input.projectId,
    domainId: caller.domain.id,
    tableName: input.tableName,
    fileName: input.fileName,
    contentType,
    mode: input.mode,
    createdBy: caller.userId,
    createdAt: ctx.clock(),
  });
  let queued: ImportJob;
  try {
    const bytes = await storeFile(ctx, importId, input.body);
    if (bytes === 0) throw new AppError('validation_failed', 'The file is empty: its first row must name the columns.');
    await setBytesTotal(ctx.appDb, importId, bytes);
    // Read before the job is sent: the answer is the import as queued, whichever process then runs it.
    const job = await findImportJob(ctx.appDb, input.projectId, importId);
    if (!job) throw new Error(`import ${importId} vanished while its file was stored`);
    queued = importView(job);
    await ctx.jobs.send<ImportJobData>(IMPORT_QUEUE, { importId }, { id: importId });
  } catch (error) {
    await deleteImportJob(ctx.appDb, importId);
    throw error;
  }
  return queued;
}

function isStream(body: unknown): body is Readable {
  return typeof (body as { pipe?: unknown } | null)?.pipe === 'function';
}
