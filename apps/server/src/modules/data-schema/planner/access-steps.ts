import type { DataTable } from '@tessera/model/data';
import { rlsDropPolicySteps, rlsPolicySteps } from '../row-security/rls-policies.ts';
import type { Step } from './step.ts';

const policyStep = (table: string, description: string) => (statement: Step['sql']): Step => ({
  sql: statement,
  classification: 'safe',
  description: `${description} ${table}`,
  target: null,
  check: null,
});

/**
 * A table's access rules as row-level-security policies (the data API's second wall): RLS
 * enabled and forced, the previous policies replaced. After a new table and after `setAccess`,
 * and after a change to a column the policies may read.
 */
export function accessSteps(schemaName: string, table: DataTable): Step[] {
  return rlsPolicySteps(schemaName, table).map(policyStep(table.name, 'Row-level security of'));
}

/**
 * Removes a table's policies before a change to a column they may read: Postgres refuses to drop
 * or retype a column a policy uses. `accessSteps` writes them again after the change.
 */
export function dropAccessSteps(schemaName: string, tableName: string): Step[] {
  return rlsDropPolicySteps(schemaName, tableName).map(policyStep(tableName, 'Remove row-level security policies of'));
}
