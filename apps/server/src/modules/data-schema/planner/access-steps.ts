import type { DataTable } from '@tessera/model/data';
import type { Step } from './step.ts';

/**
 * The hook for a table's access rules as row-level-security policies (the data API's second wall
 * on Postgres): the steps that write them after `setAccess` or a new table. The policies are the
 * data API's access module's to define; until it provides them, access rules change no SQL and
 * are enforced by the data API's query compiler alone.
 */
export function accessSteps(_schemaName: string, _table: DataTable): Step[] {
  return [];
}
