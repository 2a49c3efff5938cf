import { type DataTable, primaryKeyOf } from '@tessera/model/data';
import type { PlanRefusal, Step, TableRef } from './step.ts';

/** The steps of one op, or why the planner refuses it. */
export type PlanResult = { ok: true; steps: Step[] } | { ok: false; error: PlanRefusal };

export const planned = (steps: Step[]): PlanResult => ({ ok: true, steps });
export const refusedPlan = (message: string): PlanResult => ({ ok: false, error: { message } });

/** A table as steps name it: its schema, current name and primary key column. */
export const tableRef = (schema: string, table: DataTable): TableRef => ({ schema, table: table.name, key: primaryKeyOf(table).name });
