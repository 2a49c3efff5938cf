import { type DataEnvironment, tableByName } from '@tessera/model/data';
import { type Kysely, sql } from 'kysely';
import type { AppDataDatabase } from '../../../db/app-data/catalog-tables.ts';
import { selectEnvironment } from '../environment-queries.ts';
import { policyNames, rlsPolicySteps } from './rls-policies.ts';
import { PLANNER_ROLE, plannerGrantSteps } from './rls-role.ts';

/**
 * How policies written before uuid owner columns were compared in their own type read the
 * signed-in user's id: the column as text against the lowered setting, on every row.
 */
const TEXT_COMPARISON = `%lower(( SELECT NULLIF(current_setting('tessera.user_id'::text, true), ''::text)%`;

/**
 * Brings the row-level security of tables made by earlier servers up to this one's, at start:
 * - the planner role's grants on every project schema that lacks them (schemas made before it);
 * - the policies of every table that lacks the planner role's policy, or whose policies still
 *   compare a uuid column with the signed-in user's id as text (`rlsPolicySteps` now compares in
 *   the column's type, the id cast once per statement): same rows, without a text conversion
 *   per row.
 * Each schema and table is done once (it no longer matches afterwards), in a transaction holding
 * its environment's row, from the environment's current model. Returns how many tables' policies
 * it wrote.
 */
export async function refreshCallerPolicies(appDb: Kysely<AppDataDatabase>): Promise<number> {
  await grantPlannerOnOlderSchemas(appDb);
  const { rows } = await sql<{ project_id: string; environment: DataEnvironment; tablename: string }>`
    select distinct e.project_id, e.environment, t.tablename
    from tessera_data.environments e join pg_tables t on t.schemaname = e.schema_name
    where not exists (select 1 from pg_policies p where p.schemaname = t.schemaname and p.tablename = t.tablename and p.policyname = ${policyNames.planner})
       or exists (select 1 from pg_policies p where p.schemaname = t.schemaname and p.tablename = t.tablename and (p.qual like ${TEXT_COMPARISON} or p.with_check like ${TEXT_COMPARISON}))`.execute(appDb);
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

/** The planner role's grants on the project schemas made before it. */
async function grantPlannerOnOlderSchemas(appDb: Kysely<AppDataDatabase>): Promise<void> {
  const { rows } = await sql<{ project_id: string; environment: DataEnvironment }>`
    select e.project_id, e.environment from tessera_data.environments e
    where exists (select 1 from pg_namespace n where n.nspname = e.schema_name)
      and not has_schema_privilege(${PLANNER_ROLE}, e.schema_name, 'USAGE')`.execute(appDb);
  for (const row of rows) {
    await appDb.transaction().execute(async (trx) => {
      const state = await selectEnvironment(trx, row.project_id, row.environment, true);
      if (state) for (const step of plannerGrantSteps(state.schemaName)) await step.execute(trx);
    });
  }
}
