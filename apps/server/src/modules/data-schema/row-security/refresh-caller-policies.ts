import { type DataEnvironment, tableByName } from '@tessera/model/data';
import { type Kysely, sql } from 'kysely';
import type { AppDataDatabase } from '../../../db/app-data/catalog-tables.ts';
import { selectEnvironment } from '../environment-queries.ts';
import { rlsPolicySteps } from './rls-policies.ts';

/**
 * How policies written before uuid owner columns were compared in their own type read the
 * signed-in user's id: the column as text against the lowered setting, on every row.
 */
const TEXT_COMPARISON = `%lower(( SELECT NULLIF(current_setting('tessera.user_id'::text, true), ''::text)%`;

/**
 * Writes the policies of every table whose policies still compare a uuid column with the
 * signed-in user's id as text (`rlsPolicySteps` now compares in the column's type, the id cast
 * once per statement): same rows, without a text conversion per row. Run at start; a table is
 * rewritten once (its policies no longer match afterwards), in a transaction holding its
 * environment's row, from the environment's current model. Returns how many tables it rewrote.
 */
export async function refreshCallerPolicies(appDb: Kysely<AppDataDatabase>): Promise<number> {
  const { rows } = await sql<{ project_id: string; environment: DataEnvironment; tablename: string }>`
    select distinct e.project_id, e.environment, p.tablename
    from pg_policies p join tessera_data.environments e on e.schema_name = p.schemaname
    where p.qual like ${TEXT_COMPARISON} or p.with_check like ${TEXT_COMPARISON}`.execute(appDb);
  let rewritten = 0;
  for (const row of rows) {
    await appDb.transaction().execute(async (trx) => {
      const state = await selectEnvironment(trx, row.project_id, row.environment, true);
      const table = state ? tableByName(state.model, row.tablename) : undefined;
      if (!state || !table) return;
      for (const step of rlsPolicySteps(state.schemaName, table)) await step.execute(trx);
      rewritten += 1;
    });
  }
  return rewritten;
}
