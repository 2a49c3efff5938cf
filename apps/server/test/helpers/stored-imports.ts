import { CSV_CONTENT_TYPE, type ImportMode } from '@tessera/model/data';
import { sql } from 'kysely';
import { insertChunk, insertImportJob, setBytesTotal } from '../../src/modules/data-import/queries.ts';
import type { TestApp } from './test-app.ts';
import type { SignedIn } from './workspaces.ts';

/**
 * An import whose file is stored whole but whose job was never queued: a test runs the job's
 * handler itself (`runImport`), as a rerun would, and no worker races it. The file is stored in
 * small pieces, so a record crosses piece boundaries. Returns the import's id.
 */
export async function storedImport(
  t: TestApp,
  input: { owner: SignedIn; projectId: string; tableName: string; mode: ImportMode; lines: readonly string[] },
): Promise<string> {
  const file = Buffer.from(input.lines.join('\n'));
  const importId = crypto.randomUUID();
  const appDb = t.app.ctx.appDb;
  await insertImportJob(appDb, {
    id: importId,
    projectId: input.projectId,
    domainId: input.owner.domainId,
    tableName: input.tableName,
    fileName: 'stored.csv',
    contentType: CSV_CONTENT_TYPE,
    mode: input.mode,
    createdBy: input.owner.userId,
    createdAt: new Date(),
  });
  for (let seq = 0; seq * 4096 < file.length; seq += 1) await insertChunk(appDb, importId, seq, file.subarray(seq * 4096, (seq + 1) * 4096));
  await setBytesTotal(appDb, importId, file.length);
  return importId;
}

/** The staging tables of all-or-nothing runs in a schema (`_tessera_import_<id>_<attempt>`), by name. */
export async function stagingTablesIn(t: TestApp, schemaName: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schemaName} and c.relkind = 'r' and starts_with(c.relname::text, '_tessera_import_') order by 1`.execute(t.app.ctx.appDb);
  return rows.map((row) => row.name);
}
