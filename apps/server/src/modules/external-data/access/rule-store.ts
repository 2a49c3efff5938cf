import { externalTableAccessSchema, type ExternalAccessEntry } from '@tessera/model/connectors';
import type { DataEnvironment, TableAccess } from '@tessera/model/data';
import type { Db } from '../../../db/database.ts';

/** A stored rule read back; a row that no longer parses (never written so) closes the table. */
function parsedAccess(stored: unknown): TableAccess | undefined {
  const parsed = externalTableAccessSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

/** The rules of one connector's schema in a project environment, by table name (a table without any is closed). */
export async function rulesOfSchema(db: Db, target: { projectId: string; environment: DataEnvironment; connectorId: string; schemaKey: string }): Promise<Map<string, TableAccess>> {
  const rows = await db
    .selectFrom('externalAccessRules')
    .select(['tableName', 'access'])
    .where('projectId', '=', target.projectId)
    .where('environment', '=', target.environment)
    .where('connectorId', '=', target.connectorId)
    .where('schemaName', '=', target.schemaKey)
    .execute();
  const rules = new Map<string, TableAccess>();
  for (const row of rows) {
    const access = parsedAccess(row.access);
    if (access) rules.set(row.tableName, access);
  }
  return rules;
}

/** Every draft rule of a project, by connector, schema and table. */
export async function listDraftRules(db: Db, projectId: string): Promise<ExternalAccessEntry[]> {
  return listRules(db, projectId, 'draft');
}

async function listRules(db: Db, projectId: string, environment: DataEnvironment): Promise<ExternalAccessEntry[]> {
  const rows = await db
    .selectFrom('externalAccessRules')
    .select(['connectorId', 'schemaName', 'tableName', 'access'])
    .where('projectId', '=', projectId)
    .where('environment', '=', environment)
    .orderBy('connectorId')
    .orderBy('schemaName')
    .orderBy('tableName')
    .execute();
  return rows.flatMap((row) => {
    const access = parsedAccess(row.access);
    return access ? [{ connectorId: row.connectorId, schema: row.schemaName, table: row.tableName, access }] : [];
  });
}

/** Writes one table's draft rules (replacing the ones it had). */
export async function saveDraftRule(db: Db, rule: { projectId: string; connectorId: string; schemaKey: string; table: string; access: TableAccess; userId: string; at: Date }): Promise<void> {
  const access = JSON.stringify(rule.access);
  await db
    .insertInto('externalAccessRules')
    .values({ projectId: rule.projectId, environment: 'draft', connectorId: rule.connectorId, schemaName: rule.schemaKey, tableName: rule.table, access, updatedBy: rule.userId, updatedAt: rule.at })
    .onConflict((conflict) => conflict.columns(['projectId', 'environment', 'connectorId', 'schemaName', 'tableName']).doUpdateSet({ access, updatedBy: rule.userId, updatedAt: rule.at }))
    .execute();
}

/**
 * Live gets draft's rules for the project's connected tables, inside the caller's transaction:
 * live's rules are replaced by a copy of draft's (a table without draft rules is closed on live
 * after it). Publishing a release is its only caller; until the first publish live has no rules,
 * so it is closed.
 */
export async function copyDraftRulesToLive(db: Db, projectId: string): Promise<void> {
  await db.deleteFrom('externalAccessRules').where('projectId', '=', projectId).where('environment', '=', 'live').execute();
  await db
    .insertInto('externalAccessRules')
    .columns(['projectId', 'environment', 'connectorId', 'schemaName', 'tableName', 'access', 'updatedBy', 'updatedAt'])
    .expression((eb) =>
      eb
        .selectFrom('externalAccessRules')
        .select((s) => ['projectId', s.val('live').as('environment'), 'connectorId', 'schemaName', 'tableName', 'access', 'updatedBy', 'updatedAt'])
        .where('projectId', '=', projectId)
        .where('environment', '=', 'draft'),
    )
    .execute();
}

/** Every live rule of a project, by connector, schema and table (what a release freezes). */
export async function listLiveRules(db: Db, projectId: string): Promise<ExternalAccessEntry[]> {
  return listRules(db, projectId, 'live');
}

/**
 * Live's rules become `entries` (a rollback restores a release's): the others are removed. A
 * rule of a connector deleted since is left out (its tables are gone with it).
 */
export async function replaceLiveRules(db: Db, projectId: string, entries: readonly ExternalAccessEntry[], at: Date, userId: string): Promise<void> {
  await db.deleteFrom('externalAccessRules').where('projectId', '=', projectId).where('environment', '=', 'live').execute();
  if (entries.length === 0) return;
  const connectorIds = [...new Set(entries.map((entry) => entry.connectorId))];
  const existing = await db.selectFrom('connectors').select('id').where('id', 'in', connectorIds).execute();
  const kept = new Set(existing.map((row) => row.id));
  const rows = entries
    .filter((entry) => kept.has(entry.connectorId))
    .map((entry) => ({
      projectId,
      environment: 'live' as const,
      connectorId: entry.connectorId,
      schemaName: entry.schema,
      tableName: entry.table,
      access: JSON.stringify(entry.access),
      updatedBy: userId,
      updatedAt: at,
    }));
  if (rows.length > 0) await db.insertInto('externalAccessRules').values(rows).execute();
}
