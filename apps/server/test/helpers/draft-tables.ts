import { closedAccess, type DataColumn, type DataTable } from '@tessera/model/data';
import { sql } from 'kysely';
import { readEnvironment } from '../../src/modules/data-schema/environments.ts';
import type { TestApp } from './test-app.ts';

/** A column of a hand-written table: optional fields at their defaults. */
export function column(name: string, type: DataColumn['type'], extra: Partial<DataColumn> = {}): DataColumn {
  return { id: `c_${name}`, name, type, required: false, unique: false, defaultValue: null, enumValues: [], references: null, ...extra };
}

/**
 * The `tasks` table of the import suites: every column type, a required column, defaults, an enum
 * and a unique column, with a uuid key.
 */
export const tasksTable: DataTable = {
  id: 't_tasks',
  name: 'tasks',
  primaryKeyColumnId: 'c_id',
  columns: [
    column('id', 'uuid', { required: true, unique: true, defaultValue: { kind: 'randomUuid' } }),
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
  ],
  indexes: [],
  position: { x: 0, y: 0 },
  access: closedAccess(),
  joinFor: null,
};

/**
 * Puts `tasks` into a project's draft as the data-schema module would: the table in the draft
 * schema (plain SQL) and the catalogue's model naming it. Returns the draft schema's name.
 */
export async function createDraftTasks(t: TestApp, projectId: string): Promise<string> {
  const appDb = t.app.ctx.appDb;
  const { schemaName } = await readEnvironment(appDb, projectId, 'draft');
  await sql`create table ${sql.id(schemaName, 'tasks')} (
    id uuid primary key default gen_random_uuid(),
    title text not null,
    notes text,
    points bigint,
    cost numeric,
    done boolean not null default false,
    due_date date,
    done_at timestamptz,
    owner_id uuid,
    meta jsonb,
    status text check (status in ('todo', 'doing', 'done')),
    attachment text,
    code text unique
  )`.execute(appDb);
  await sql`update tessera_data.environments set data_model = ${JSON.stringify({ tables: [tasksTable] })}::jsonb
    where project_id = ${projectId} and environment = 'draft'`.execute(appDb);
  return schemaName;
}
