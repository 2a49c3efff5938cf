import { applyDataOps, type DataModel, type DataOp, type TableAccess } from '@tessera/model/data';
import { describe, expect, test } from 'vitest';
import { modelOf, projectsAndTasks } from '../test-kit/data-fixtures.ts';
import { inverseOps } from './inverse-ops.ts';

/** The model with each table's columns and indexes sorted by id (a re-created column comes last). */
function normal(model: DataModel): DataModel {
  const byId = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => a.id.localeCompare(b.id));
  return { tables: byId(model.tables.map((table) => ({ ...table, columns: byId(table.columns), indexes: byId(table.indexes) }))) };
}

/** Applies ops, then their inverse, and expects the model it started from. */
function expectRoundTrip(before: DataModel, ops: DataOp[]): DataOp[] {
  const inverse = inverseOps(before, ops);
  expect(inverse).toBeDefined();
  const after = applyDataOps(before, ops);
  if (!after.ok) throw new Error(after.error.message);
  expect(after.value).not.toEqual(before);
  const back = applyDataOps(after.value, inverse!);
  if (!back.ok) throw new Error(back.error.message);
  expect(normal(back.value)).toEqual(normal(before));
  return inverse!;
}

const base = modelOf(projectsAndTasks);
const ownerAccess: TableAccess = {
  read: { who: 'owner', roles: [], condition: [{ columnId: 'tasks_title', op: 'neq', value: { kind: 'literal', value: 'x' } }], columnIds: ['tasks_id', 'tasks_title', 'tasks_owner'] },
  insert: { who: 'signedIn', roles: [], condition: [], columnIds: null },
  update: { who: 'roles', roles: ['editor'], condition: [], columnIds: ['tasks_title'] },
  delete: { who: 'nobody', roles: [], condition: [], columnIds: null },
  ownerColumnId: 'tasks_owner',
};

describe('inverseOps', () => {
  test('create, rename and move take back with drop, rename and move', () => {
    expect(expectRoundTrip(base, [{ op: 'createTable', tableId: 't', name: 'tags', position: { x: 1, y: 2 }, primaryKey: { columnId: 'k', name: 'id', type: 'uuid' } }])).toEqual([
      { op: 'dropTable', tableId: 't' },
    ]);
    expect(expectRoundTrip(base, [{ op: 'renameTable', tableId: 'tasks', name: 'todos' }])).toEqual([{ op: 'renameTable', tableId: 'tasks', name: 'tasks' }]);
    expect(expectRoundTrip(base, [{ op: 'moveTable', tableId: 'tasks', position: { x: 10, y: 20 } }])).toEqual([{ op: 'moveTable', tableId: 'tasks', position: { x: 400, y: 0 } }]);
  });

  test('columns: add ↔ drop, rename back, alter back to every setting it had', () => {
    const column = { id: 'c', name: 'notes', type: 'longText', required: false, unique: false, defaultValue: null, enumValues: [], references: null } as const;
    expect(expectRoundTrip(base, [{ op: 'addColumn', tableId: 'tasks', column: { ...column, enumValues: [] } }])).toEqual([{ op: 'dropColumn', tableId: 'tasks', columnId: 'c' }]);
    expect(expectRoundTrip(base, [{ op: 'renameColumn', tableId: 'tasks', columnId: 'tasks_title', name: 'name' }])).toEqual([
      { op: 'renameColumn', tableId: 'tasks', columnId: 'tasks_title', name: 'title' },
    ]);
    // enum → text clears the values: the inverse brings type and values back together.
    expect(expectRoundTrip(base, [{ op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_state', type: 'text', required: true }])).toEqual([
      { op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_state', type: 'enum', required: false, enumValues: ['open', 'closed'] },
    ]);
    expect(expectRoundTrip(base, [{ op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_done', defaultValue: null, unique: true }])).toEqual([
      { op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_done', unique: false, defaultValue: { kind: 'literal', value: 'false' } },
    ]);
  });

  test('a dropped column comes back with its indexes and the rule parts that named it', () => {
    const withOwner = applyDataOps(base, [
      { op: 'addColumn', tableId: 'tasks', column: { id: 'tasks_owner', name: 'owner', type: 'uuid', required: false, unique: false, defaultValue: null, enumValues: [], references: null } },
      { op: 'setAccess', tableId: 'tasks', access: ownerAccess },
    ]);
    if (!withOwner.ok) throw new Error(withOwner.error.message);
    const inverse = expectRoundTrip(withOwner.value, [{ op: 'dropColumn', tableId: 'tasks', columnId: 'tasks_title' }]);
    expect(inverse.map((op) => op.op)).toEqual(['addColumn', 'addIndex', 'setAccess']);
    // A column no index or rule names comes back alone.
    expect(expectRoundTrip(base, [{ op: 'dropColumn', tableId: 'tasks', columnId: 'tasks_done' }]).map((op) => op.op)).toEqual(['addColumn']);
  });

  test('a dropped table comes back with its key, columns, relation, indexes and rules', () => {
    const withRules = applyDataOps(base, [
      { op: 'addColumn', tableId: 'tasks', column: { id: 'tasks_owner', name: 'owner', type: 'uuid', required: false, unique: false, defaultValue: null, enumValues: [], references: null } },
      { op: 'setAccess', tableId: 'tasks', access: ownerAccess },
      { op: 'addRelation', parentTableId: 'tasks', childTableId: 'tasks', column: { id: 'tasks_parent', name: 'parent_id' }, required: false, onDelete: 'setNull' },
    ]);
    if (!withRules.ok) throw new Error(withRules.error.message);
    const inverse = expectRoundTrip(withRules.value, [{ op: 'dropTable', tableId: 'tasks' }]);
    expect(inverse[0]).toEqual({ op: 'createTable', tableId: 'tasks', name: 'tasks', position: { x: 400, y: 0 }, primaryKey: { columnId: 'tasks_id', name: 'id', type: 'integer' } });
    expect(inverse.at(-1)).toEqual({ op: 'setAccess', tableId: 'tasks', access: ownerAccess });
    // A closed table needs no setAccess.
    expect(expectRoundTrip(base, [{ op: 'dropColumn', tableId: 'tasks', columnId: 'tasks_project' }, { op: 'dropTable', tableId: 'projects' }]).some((op) => op.op === 'setAccess')).toBe(false);
  });

  test('indexes, relations and many-to-many take back; a dropped join table comes back as one', () => {
    expect(expectRoundTrip(base, [{ op: 'dropIndex', tableId: 'tasks', indexId: 'tasks_title_index' }])).toEqual([
      { op: 'addIndex', tableId: 'tasks', index: { id: 'tasks_title_index', columnIds: ['tasks_title'], unique: false } },
    ]);
    expect(expectRoundTrip(base, [{ op: 'addIndex', tableId: 'tasks', index: { id: 'i', columnIds: ['tasks_done', 'tasks_title'], unique: true } }])).toEqual([
      { op: 'dropIndex', tableId: 'tasks', indexId: 'i' },
    ]);
    expect(
      expectRoundTrip(base, [{ op: 'addRelation', parentTableId: 'projects', childTableId: 'tasks', column: { id: 'r', name: 'other_project_id' }, required: false, onDelete: 'setNull' }]),
    ).toEqual([{ op: 'dropColumn', tableId: 'tasks', columnId: 'r' }]);
    const manyToMany: DataOp = {
      op: 'addManyToMany',
      leftTableId: 'projects',
      rightTableId: 'tasks',
      joinTable: { tableId: 'j', name: 'projects_tasks', position: { x: 5, y: 5 }, primaryKeyColumnId: 'jk', leftColumn: { id: 'jl', name: 'projects_id' }, rightColumn: { id: 'jr', name: 'tasks_id' } },
    };
    expect(expectRoundTrip(base, [manyToMany])).toEqual([{ op: 'dropTable', tableId: 'j' }]);
    const joined = applyDataOps(base, [manyToMany]);
    if (!joined.ok) throw new Error(joined.error.message);
    const inverse = expectRoundTrip(joined.value, [{ op: 'dropTable', tableId: 'j' }]);
    expect(inverse).toEqual([manyToMany]);
    // Its pair index removed and its key's default cleared: both come back as they were.
    const changed = applyDataOps(joined.value, [
      { op: 'dropIndex', tableId: 'j', indexId: 'j_pair' },
      { op: 'alterColumn', tableId: 'j', columnId: 'jk', defaultValue: null },
    ]);
    if (!changed.ok) throw new Error(changed.error.message);
    expect(expectRoundTrip(changed.value, [{ op: 'dropTable', tableId: 'j' }]).map((op) => op.op)).toEqual(['addManyToMany', 'dropIndex', 'alterColumn']);
  });

  test('access rules go back; several ops take back in reverse order; ops that do not apply have no inverse', () => {
    const access = { ...ownerAccess, ownerColumnId: null, read: { ...ownerAccess.read, who: 'anyone' as const, columnIds: null } };
    expectRoundTrip(base, [{ op: 'setAccess', tableId: 'tasks', access }]);
    const inverse = expectRoundTrip(base, [
      { op: 'renameColumn', tableId: 'tasks', columnId: 'tasks_title', name: 'name' },
      { op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_title', required: true },
    ]);
    expect(inverse.map((op) => op.op)).toEqual(['alterColumn', 'renameColumn']);
    expect(inverseOps(base, [{ op: 'dropTable', tableId: 'nope' }])).toBeUndefined();
  });
});
