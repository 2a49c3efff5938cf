import { applyDataOps, emptyDataModel, type DataModel, type DataOp } from '@tessera/model/data';

/** Ids `id1`, `id2`, … in order, for ops built in tests. */
export function sequentialIds(prefix = 'id'): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}

/** The model the ops make from an empty one (throws when one is refused). */
export function modelOf(ops: DataOp[]): DataModel {
  const result = applyDataOps(emptyDataModel(), ops);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/**
 * `projects` (uuid key, `name` text required) and `tasks` (integer key, `title`, `done` with a
 * default, an enum `state`, an index on `title`, a relation `project_id` to projects).
 */
export const projectsAndTasks: DataOp[] = [
  { op: 'createTable', tableId: 'projects', name: 'projects', position: { x: 0, y: 0 }, primaryKey: { columnId: 'projects_id', name: 'id', type: 'uuid' } },
  {
    op: 'addColumn',
    tableId: 'projects',
    column: { id: 'projects_name', name: 'name', type: 'text', required: true, unique: false, defaultValue: null, enumValues: [], references: null },
  },
  { op: 'createTable', tableId: 'tasks', name: 'tasks', position: { x: 400, y: 0 }, primaryKey: { columnId: 'tasks_id', name: 'id', type: 'integer' } },
  {
    op: 'addColumn',
    tableId: 'tasks',
    column: { id: 'tasks_title', name: 'title', type: 'text', required: false, unique: false, defaultValue: null, enumValues: [], references: null },
  },
  {
    op: 'addColumn',
    tableId: 'tasks',
    column: { id: 'tasks_done', name: 'done', type: 'boolean', required: true, unique: false, defaultValue: { kind: 'literal', value: 'false' }, enumValues: [], references: null },
  },
  {
    op: 'addColumn',
    tableId: 'tasks',
    column: { id: 'tasks_state', name: 'state', type: 'enum', required: false, unique: false, defaultValue: null, enumValues: ['open', 'closed'], references: null },
  },
  { op: 'addIndex', tableId: 'tasks', index: { id: 'tasks_title_index', columnIds: ['tasks_title'], unique: false } },
  { op: 'addRelation', parentTableId: 'projects', childTableId: 'tasks', column: { id: 'tasks_project', name: 'project_id' }, required: true, onDelete: 'cascade' },
];
