import type { Db } from '../../db/database.ts';

/** True when the project belongs to the workspace (platform database). */
export async function projectInDomain(db: Db, domainId: string, projectId: string): Promise<boolean> {
  const row = await db.selectFrom('projects').select('id').where('domainId', '=', domainId).where('id', '=', projectId).executeTakeFirst();
  return row !== undefined;
}

/** The ids of every project of a workspace, archived ones too (their data still takes disk). */
export async function projectIdsOfDomain(db: Db, domainId: string): Promise<string[]> {
  const rows = await db.selectFrom('projects').select('id').where('domainId', '=', domainId).execute();
  return rows.map((row) => row.id);
}

