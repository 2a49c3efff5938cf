import { describe, expect, it } from 'vitest';
import { closedAccess } from './access-rules.ts';
import { applyDataOp, applyDataOps, referrersOf } from './apply-data-op.ts';
import { type DataColumn, type DataModel, emptyDataModel, MAX_TABLES } from './data-model.ts';
import type { DataOp } from './data-ops.ts';

const at = { x: 0, y: 0 };

const column = (id: string, name: string, extra: Partial<DataColumn> = {}): DataColumn => ({
  id,
  name,
  type: 'text',
  required: false,
  unique: false,
  defaultValue: null,
  enumValues: [],
  references: null,
  ...extra,
});

/** projects (uuid key) and tasks (integer key) with a title column. */
function twoTables(): DataModel {
  const result = applyDataOps(emptyDataModel(), [
    { op: 'createTable', tableId: 'tp', name: 'projects', position: at, primaryKey: { columnId: 'tp_id', name: 'id', type: 'uuid' } },
    { op: 'createTable', tableId: 'tt', name: 'tasks', position: at, primaryKey: { columnId: 'tt_id', name: 'id', type: 'integer' } },
    { op: 'addColumn', tableId: 'tt', column: column('tt_title', 'title') },
  ]);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const refused = (model: DataModel, op: DataOp) => {
  const result = applyDataOp(model, op);
  if (result.ok) throw new Error(`expected ${op.op} to be refused`);
  return result.error;
};

describe('applyDataOp', () => {
  it('creates tables with their primary key: a uuid with a random default, an integer without (generated)', () => {
    const model = twoTables();
    expect(model.tables.map((t) => t.name)).toEqual(['projects', 'tasks']);
    expect(model.tables[0]!.columns[0]).toMatchObject({ name: 'id', type: 'uuid', required: true, unique: true, defaultValue: { kind: 'randomUuid' } });
    expect(model.tables[1]!.columns[0]).toMatchObject({ type: 'integer', defaultValue: null });
    expect(model.tables[0]!.access).toEqual(closedAccess());
  });

  it('leaves the model passed in unchanged', () => {
    const model = twoTables();
    const before = JSON.stringify(model);
    const result = applyDataOp(model, { op: 'renameTable', tableId: 'tt', name: 'todos' });
    expect(result.ok && result.value.tables[1]!.name).toBe('todos');
    expect(JSON.stringify(model)).toBe(before);
  });

  it('refuses bad and duplicate names, naming the table or column', () => {
    const model = twoTables();
    expect(refused(model, { op: 'renameTable', tableId: 'tt', name: 'Tasks' })).toMatchObject({ code: 'invalid_name' });
    expect(refused(model, { op: 'renameTable', tableId: 'tt', name: 'projects' })).toEqual({ code: 'duplicate_name', message: 'A table named projects exists already.' });
    expect(refused(model, { op: 'renameTable', tableId: 'tt', name: 'pg_tasks' }).message).toContain('reserved');
    expect(refused(model, { op: 'addColumn', tableId: 'tt', column: column('c2', 'title') })).toEqual({ code: 'duplicate_name', message: 'tasks has a column named title already.' });
    expect(refused(model, { op: 'addColumn', tableId: 'tt', column: column('c2', 'x"; drop') }).code).toBe('invalid_name');
    expect(refused(model, { op: 'renameColumn', tableId: 'tt', columnId: 'tt_title', name: 'id' }).code).toBe('duplicate_name');
    expect(refused(model, { op: 'dropTable', tableId: 'nope' })).toEqual({ code: 'not_found', message: 'There is no table nope.' });
    expect(refused(model, { op: 'dropColumn', tableId: 'tt', columnId: 'nope' })).toEqual({ code: 'not_found', message: 'tasks has no column nope.' });
    // Renaming to its own name is fine.
    expect(applyDataOp(model, { op: 'renameColumn', tableId: 'tt', columnId: 'tt_title', name: 'title' }).ok).toBe(true);
  });

  it('keeps the primary key: not dropped, its type fixed, required and unique', () => {
    const model = twoTables();
    expect(refused(model, { op: 'dropColumn', tableId: 'tt', columnId: 'tt_id' }).message).toBe('tasks.id is the primary key; it cannot be dropped.');
    for (const change of [{ type: 'uuid' as const }, { required: false }, { unique: false }]) {
      expect(refused(model, { op: 'alterColumn', tableId: 'tt', columnId: 'tt_id', ...change }).code).toBe('invalid_change');
    }
  });

  it('checks a column shape: enum values, defaults by type', () => {
    const model = twoTables();
    expect(refused(model, { op: 'addColumn', tableId: 'tt', column: column('c', 'state', { type: 'enum' }) }).message).toContain('give it at least one value');
    expect(refused(model, { op: 'addColumn', tableId: 'tt', column: column('c', 'state', { type: 'enum', enumValues: ['a', 'a'] }) }).message).toContain('lists a value twice');
    expect(refused(model, { op: 'addColumn', tableId: 'tt', column: column('c', 'state', { type: 'enum', enumValues: ['a'], defaultValue: { kind: 'literal', value: 'b' } }) }).message).toContain(
      'one of its values',
    );
    expect(refused(model, { op: 'addColumn', tableId: 'tt', column: column('c', 'due', { type: 'integer', defaultValue: { kind: 'now' } }) }).code).toBe('invalid_change');
    expect(refused(model, { op: 'addColumn', tableId: 'tt', column: column('c', 'ref', { type: 'text', defaultValue: { kind: 'randomUuid' } }) }).code).toBe('invalid_change');
    expect(applyDataOp(model, { op: 'addColumn', tableId: 'tt', column: column('c', 'due', { type: 'dateTime', defaultValue: { kind: 'now' } }) }).ok).toBe(true);
    // Changing a column re-checks the whole of it; leaving enum clears its values.
    const withEnum = applyDataOp(model, { op: 'addColumn', tableId: 'tt', column: column('c', 'state', { type: 'enum', enumValues: ['a', 'b'] }) });
    if (!withEnum.ok) throw new Error(withEnum.error.message);
    expect(refused(withEnum.value, { op: 'alterColumn', tableId: 'tt', columnId: 'c', enumValues: [] }).code).toBe('invalid_change');
    const toText = applyDataOp(withEnum.value, { op: 'alterColumn', tableId: 'tt', columnId: 'c', type: 'text' });
    expect(toText.ok && toText.value.tables[1]!.columns[2]).toMatchObject({ type: 'text', enumValues: [] });
  });

  it('checks a foreign-key column: an existing table, the type of its key, no set-null when required', () => {
    const model = twoTables();
    const ref = (extra: Partial<DataColumn>) => column('c', 'project_id', { type: 'uuid', references: { tableId: 'tp', onDelete: 'cascade' }, ...extra });
    expect(refused(model, { op: 'addColumn', tableId: 'tt', column: ref({ references: { tableId: 'zz', onDelete: 'cascade' } }) }).code).toBe('not_found');
    expect(refused(model, { op: 'addColumn', tableId: 'tt', column: ref({ type: 'integer' }) }).message).toBe(
      "tasks.project_id refers to projects; it must be of type uuid like projects's primary key.",
    );
    expect(refused(model, { op: 'addColumn', tableId: 'tt', column: ref({ required: true, references: { tableId: 'tp', onDelete: 'setNull' } }) }).code).toBe('invalid_change');
    const added = applyDataOp(model, { op: 'addColumn', tableId: 'tt', column: ref({ references: { tableId: 'tp', onDelete: 'setNull' } }) });
    if (!added.ok) throw new Error(added.error.message);
    expect(refused(added.value, { op: 'alterColumn', tableId: 'tt', columnId: 'c', required: true }).code).toBe('invalid_change');
    expect(refused(added.value, { op: 'alterColumn', tableId: 'tt', columnId: 'c', type: 'text' }).message).toContain('holds a relation');
    // A self-reference is allowed.
    expect(applyDataOp(model, { op: 'addColumn', tableId: 'tt', column: column('p', 'parent_id', { type: 'integer', references: { tableId: 'tt', onDelete: 'setNull' } }) }).ok).toBe(true);
  });

  it('adds a one-to-many relation as a column of the parent key type, and refuses dropping the parent', () => {
    const result = applyDataOp(twoTables(), { op: 'addRelation', parentTableId: 'tp', childTableId: 'tt', column: { id: 'tt_p', name: 'project_id' }, required: false, onDelete: 'setNull' });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.tables[1]!.columns[2]).toMatchObject({ name: 'project_id', type: 'uuid', references: { tableId: 'tp', onDelete: 'setNull' } });
    expect(referrersOf(result.value, 'tp').map((r) => `${r.table.name}.${r.column.name}`)).toEqual(['tasks.project_id']);
    expect(refused(result.value, { op: 'dropTable', tableId: 'tp' })).toEqual({ code: 'referenced', message: 'projects is referenced by tasks.project_id; remove that relation first.' });
    expect(applyDataOp(result.value, { op: 'dropTable', tableId: 'tt' }).ok).toBe(true);
    expect(
      refused(twoTables(), { op: 'addRelation', parentTableId: 'tp', childTableId: 'tt', column: { id: 'x', name: 'project_id' }, required: true, onDelete: 'setNull' }).code,
    ).toBe('invalid_change');
  });

  it('adds a many-to-many join table with a unique pair index', () => {
    const op: DataOp = {
      op: 'addManyToMany',
      leftTableId: 'tp',
      rightTableId: 'tt',
      joinTable: { tableId: 'tj', name: 'project_tasks', position: at, primaryKeyColumnId: 'tj_id', leftColumn: { id: 'tj_l', name: 'project_id' }, rightColumn: { id: 'tj_r', name: 'task_id' } },
    };
    const result = applyDataOp(twoTables(), op);
    if (!result.ok) throw new Error(result.error.message);
    const join = result.value.tables[2]!;
    expect(join).toMatchObject({ name: 'project_tasks', joinFor: ['tp', 'tt'], indexes: [{ id: 'tj_pair', columnIds: ['tj_l', 'tj_r'], unique: true }] });
    expect(join.columns.map((c) => [c.name, c.type, c.required, c.references?.onDelete ?? null])).toEqual([
      ['id', 'uuid', true, null],
      ['project_id', 'uuid', true, 'cascade'],
      ['task_id', 'integer', true, 'cascade'],
    ]);
    expect(refused(result.value, op).code).toBe('invalid_change');
    expect(refused(twoTables(), { ...op, joinTable: { ...op.joinTable, rightColumn: { id: 'tj_r', name: 'project_id' } } }).code).toBe('duplicate_name');
    expect(refused(twoTables(), { ...op, joinTable: { ...op.joinTable, rightColumn: { id: 'tj_l', name: 'task_id' } } }).code).toBe('invalid_change');
  });

  it('drops a column with its indexes and its mentions in the access rules; the owner column stays', () => {
    const model = twoTables();
    const result = applyDataOps(model, [
      { op: 'addColumn', tableId: 'tt', column: column('tt_owner', 'owner_id', { type: 'uuid' }) },
      { op: 'addIndex', tableId: 'tt', index: { id: 'ix1', columnIds: ['tt_title'], unique: false } },
      {
        op: 'setAccess',
        tableId: 'tt',
        access: { ...closedAccess(), ownerColumnId: 'tt_owner', read: { who: 'owner', roles: [], condition: [{ columnId: 'tt_title', op: 'eq', value: { kind: 'literal', value: 'a' } }], columnIds: ['tt_id', 'tt_title'] } },
      },
      { op: 'dropColumn', tableId: 'tt', columnId: 'tt_title' },
    ]);
    if (!result.ok) throw new Error(result.error.message);
    const tasks = result.value.tables[1]!;
    expect(tasks.indexes).toEqual([]);
    expect(tasks.access.read).toMatchObject({ condition: [], columnIds: ['tt_id'] });
    expect(refused(result.value, { op: 'dropColumn', tableId: 'tt', columnId: 'tt_owner' }).code).toBe('referenced');
  });

  it('checks indexes: known columns, each once, ids unique in the table', () => {
    const model = twoTables();
    expect(refused(model, { op: 'addIndex', tableId: 'tt', index: { id: 'i', columnIds: ['zz'], unique: false } }).code).toBe('not_found');
    expect(refused(model, { op: 'addIndex', tableId: 'tt', index: { id: 'i', columnIds: ['tt_title', 'tt_title'], unique: false } }).code).toBe('invalid_change');
    const added = applyDataOp(model, { op: 'addIndex', tableId: 'tt', index: { id: 'i', columnIds: ['tt_title'], unique: true } });
    if (!added.ok) throw new Error(added.error.message);
    expect(refused(added.value, { op: 'addIndex', tableId: 'tt', index: { id: 'i', columnIds: ['tt_id'], unique: false } }).code).toBe('invalid_change');
    expect(refused(added.value, { op: 'dropIndex', tableId: 'tt', indexId: 'zz' }).code).toBe('not_found');
    const dropped = applyDataOp(added.value, { op: 'dropIndex', tableId: 'tt', indexId: 'i' });
    expect(dropped.ok && dropped.value.tables[1]!.indexes).toEqual([]);
  });

  it('checks access rules: owner rules need an owner column, roles rules a role, columns must exist', () => {
    const model = twoTables();
    const rule = { who: 'anyone' as const, roles: [], condition: [], columnIds: null };
    expect(refused(model, { op: 'setAccess', tableId: 'tt', access: { ...closedAccess(), read: { ...rule, who: 'owner' } } }).message).toBe('tasks: an owner rule (read) needs an owner column.');
    expect(refused(model, { op: 'setAccess', tableId: 'tt', access: { ...closedAccess(), delete: { ...rule, who: 'roles' } } }).message).toBe('tasks: a roles rule (delete) names at least one role.');
    expect(refused(model, { op: 'setAccess', tableId: 'tt', access: { ...closedAccess(), read: { ...rule, columnIds: ['zz'] } } }).code).toBe('not_found');
    expect(refused(model, { op: 'setAccess', tableId: 'tt', access: { ...closedAccess(), ownerColumnId: 'zz' } }).code).toBe('not_found');
    const opened = applyDataOp(model, { op: 'setAccess', tableId: 'tt', access: { ...closedAccess(), read: rule } });
    expect(opened.ok && opened.value.tables[1]!.access.read.who).toBe('anyone');
  });

  it('stops a list of ops at the first refusal and says which', () => {
    const result = applyDataOps(twoTables(), [
      { op: 'moveTable', tableId: 'tt', position: { x: 10, y: 20 } },
      { op: 'dropTable', tableId: 'zz' },
    ]);
    expect(result).toEqual({ ok: false, error: { code: 'not_found', message: 'There is no table zz.', index: 1 } });
  });

  it('holds a project to its table limit', () => {
    const tables = Array.from({ length: MAX_TABLES }, (_, i) => ({ ...twoTables().tables[0]!, id: `t${i}`, name: `t${i}` }));
    expect(refused({ tables }, { op: 'createTable', tableId: 'new', name: 'new_table', position: at, primaryKey: { columnId: 'k', name: 'id', type: 'uuid' } }).code).toBe('limit');
  });
});
