import { dataPaths, type DataColumn, type DataOp } from '@tessera/model/data';
import { fillPath } from '@tessera/model/workspace-api';
import { schemaNameOf } from '../../src/modules/data-schema/schema-name.ts';
import type { TestApp } from './test-app.ts';

/** A column of a table made in a test: optional fields at their defaults. */
export function column(name: string, type: DataColumn['type'], extra: Partial<DataColumn> = {}): DataColumn {
  return { id: `c_${name}`, name, type, required: false, unique: false, defaultValue: null, enumValues: [], references: null, ...extra };
}

/**
 * The columns of the `tasks` table of the import suites: every column type, a required column,
 * defaults, an enum and a unique column (the key, `id`, is a uuid with a random default).
 */
export const tasksColumns: DataColumn[] = [
  column('title', 'text', { required: true }),
  column('notes', 'longText'),
  column('points', 'integer'),
  column('cost', 'decimal'),
  column('done', 'boolean', { required: true, defaultValue: { kind: 'literal', value: 'false' } }),
  column('due_date', 'date'),
  column('done_at', 'dateTime'),
  column('owner_id', 'uuid'),
  column('meta', 'json'),
  column('status', 'enum', { enumValues: ['todo', 'doing', 'done'] }),
  column('attachment', 'file'),
  column('code', 'text', { unique: true }),
];

/**
 * Adds a table to a project's draft through the data-model change route, as the studio does.
 * Returns the draft schema's name.
 */
export async function createDraftTable(
  t: Pick<TestApp, 'inject'>,
  headers: Record<string, string>,
  projectId: string,
  table: { name: string; key: 'uuid' | 'integer'; columns: DataColumn[] },
): Promise<string> {
  const tableId = `t_${table.name}`;
  const ops: DataOp[] = [
    { op: 'createTable', tableId, name: table.name, position: { x: 0, y: 0 }, primaryKey: { columnId: `${tableId}_id`, name: 'id', type: table.key } },
    ...table.columns.map((col): DataOp => ({ op: 'addColumn', tableId, column: col })),
  ];
  const model = await t.inject({ method: 'GET', url: fillPath(dataPaths.model, { projectId }), headers });
  if (model.statusCode !== 200) throw new Error(`data model: HTTP ${model.statusCode} ${model.body}`);
  const response = await t.inject({ method: 'POST', url: fillPath(dataPaths.changes, { projectId }), headers, payload: { baseVersion: model.json().version, ops } });
  if (response.statusCode !== 200) throw new Error(`create table ${table.name}: HTTP ${response.statusCode} ${response.body}`);
  return schemaNameOf(projectId, 'draft');
}

/** The import suites' `tasks` table in a project's draft. */
export function createDraftTasks(t: Pick<TestApp, 'inject'>, headers: Record<string, string>, projectId: string): Promise<string> {
  return createDraftTable(t, headers, projectId, { name: 'tasks', key: 'uuid', columns: tasksColumns });
}
