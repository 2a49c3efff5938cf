import { describe, expect, it } from 'vitest';
import { accessWho, type AccessRule, type TableAccess } from './access-rules.ts';
import { closedAccess } from './access-rules.ts';
import { applyDataOp, applyDataOps } from './apply-data-op.ts';
import { columnTypes, primaryKeyTypes } from './column-types.ts';
import { type DataColumn, type DataModel, emptyDataModel } from './data-model.ts';
import type { DataOp } from './data-ops.ts';
import { opsToBuild } from './ops-to-build.ts';

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

const rule = (who: AccessRule['who'], extra: Partial<AccessRule> = {}): AccessRule => ({ who, roles: [], condition: [], columnIds: null, ...extra });

/** A model as a builder's history leaves it: the ops applied one after the other. */
function built(ops: DataOp[]): DataModel {
  const result = applyDataOps(emptyDataModel(), ops);
  if (!result.ok) throw new Error(`fixture op ${result.error.index}: ${result.error.message}`);
  return result.value;
}

/** Builds `model` from its ops and checks the result is `model`, field for field. */
function roundTrip(model: DataModel): DataOp[] {
  const ops = opsToBuild(model);
  if (!ops.ok) throw new Error(ops.error.message);
  const rebuilt = applyDataOps(emptyDataModel(), ops.value);
  if (!rebuilt.ok) throw new Error(rebuilt.error.message);
  expect(rebuilt.value).toEqual(model);
  return ops.value;
}

/** Every column type, with defaults of each kind, required and unique columns and an enum. */
const everyTypeOps: DataOp[] = [
  { op: 'createTable', tableId: 'tk', name: 'kinds', position: { x: 120, y: -40.5 }, primaryKey: { columnId: 'tk_id', name: 'id', type: 'integer' } },
  ...columnTypes.map(
    (type): DataOp => ({ op: 'addColumn', tableId: 'tk', column: column(`tk_${type}`, `c_${type.toLowerCase()}`, { type, ...(type === 'enum' ? { enumValues: ['low', 'high'] } : {}) }) }),
  ),
  { op: 'alterColumn', tableId: 'tk', columnId: 'tk_text', required: true, unique: true, defaultValue: { kind: 'literal', value: "it's" } },
  { op: 'alterColumn', tableId: 'tk', columnId: 'tk_date', defaultValue: { kind: 'now' } },
  { op: 'alterColumn', tableId: 'tk', columnId: 'tk_dateTime', required: true, defaultValue: { kind: 'now' } },
  { op: 'alterColumn', tableId: 'tk', columnId: 'tk_uuid', defaultValue: { kind: 'randomUuid' } },
  { op: 'alterColumn', tableId: 'tk', columnId: 'tk_enum', enumValues: ['low', 'mid', 'high'], defaultValue: { kind: 'literal', value: 'mid' } },
  { op: 'alterColumn', tableId: 'tk', columnId: 'tk_integer', defaultValue: { kind: 'literal', value: '7' } },
  { op: 'renameColumn', tableId: 'tk', columnId: 'tk_boolean', name: 'flag' },
  { op: 'dropColumn', tableId: 'tk', columnId: 'tk_file' },
];

/** Two related tables (required cascade, optional set-null, restrict, a self-relation), indexes and rules. */
const relationOps: DataOp[] = [
  { op: 'createTable', tableId: 'tp', name: 'projects', position: { x: 0, y: 0 }, primaryKey: { columnId: 'tp_id', name: 'id', type: 'uuid' } },
  { op: 'createTable', tableId: 'tt', name: 'tasks', position: { x: 300, y: 10 }, primaryKey: { columnId: 'tt_id', name: 'key', type: 'integer' } },
  { op: 'addColumn', tableId: 'tt', column: column('tt_title', 'title', { required: true }) },
  { op: 'addColumn', tableId: 'tt', column: column('tt_owner', 'owner_id', { type: 'uuid' }) },
  { op: 'addRelation', parentTableId: 'tp', childTableId: 'tt', column: { id: 'tt_project', name: 'project_id' }, required: true, onDelete: 'cascade' },
  { op: 'addRelation', parentTableId: 'tt', childTableId: 'tt', column: { id: 'tt_parent', name: 'parent_key' }, required: false, onDelete: 'setNull' },
  { op: 'addRelation', parentTableId: 'tt', childTableId: 'tp', column: { id: 'tp_lead', name: 'lead_task' }, required: false, onDelete: 'restrict' },
  { op: 'addIndex', tableId: 'tt', index: { id: 'ix_title', columnIds: ['tt_title'], unique: false } },
  { op: 'addIndex', tableId: 'tt', index: { id: 'ix_pair', columnIds: ['tt_project', 'tt_title'], unique: true } },
  { op: 'dropIndex', tableId: 'tt', indexId: 'ix_title' },
  { op: 'moveTable', tableId: 'tp', position: { x: -80, y: 200 } },
  { op: 'renameTable', tableId: 'tp', name: 'boards' },
];

const tasksAccess: TableAccess = {
  read: rule('anyone', { condition: [{ columnId: 'tt_title', op: 'neq', value: { kind: 'literal', value: 'secret' } }], columnIds: ['tt_id', 'tt_title'] }),
  insert: rule('signedIn', { columnIds: ['tt_title', 'tt_project'] }),
  update: rule('owner', { condition: [{ columnId: 'tt_owner', op: 'eq', value: { kind: 'currentUser' } }] }),
  delete: rule('roles', { roles: ['admin', 'editor'] }),
  ownerColumnId: 'tt_owner',
};

describe('opsToBuild', () => {
  it('builds nothing for an empty model', () => {
    expect(roundTrip(emptyDataModel())).toEqual([]);
  });

  it('rebuilds every column type, defaults of each kind, required, unique, enum values, renames and a dropped column', () => {
    const ops = roundTrip(built(everyTypeOps));
    expect(ops[0]).toMatchObject({ op: 'createTable', tableId: 'tk', position: { x: 120, y: -40.5 }, primaryKey: { type: 'integer' } });
    expect(ops.some((op) => op.op === 'dropColumn')).toBe(false);
  });

  it('rebuilds relations of every kind (a self-relation and one pointing at a later table too), indexes, positions and renames', () => {
    const ops = roundTrip(built(relationOps));
    // Every table exists before any relation column is added.
    expect(ops.slice(0, 2).map((op) => op.op)).toEqual(['createTable', 'createTable']);
  });

  it('rebuilds access rules of every kind with conditions, allowed columns and an owner column', () => {
    const model = built([...relationOps, { op: 'setAccess', tableId: 'tt', access: tasksAccess }, { op: 'setAccess', tableId: 'tp', access: { ...closedAccess(), read: rule('anyone') } }]);
    const ops = roundTrip(model);
    expect(ops.filter((op) => op.op === 'setAccess')).toHaveLength(2);
  });

  it('rebuilds a many-to-many join table as one, also after its columns, key and index were edited', () => {
    const plain = built([
      ...relationOps,
      {
        op: 'addManyToMany',
        leftTableId: 'tp',
        rightTableId: 'tt',
        joinTable: { tableId: 'tj', name: 'boards_tasks', position: { x: 5, y: 6 }, primaryKeyColumnId: 'tj_id', leftColumn: { id: 'tj_l', name: 'board_id' }, rightColumn: { id: 'tj_r', name: 'task_key' } },
      },
    ]);
    const plainOps = roundTrip(plain);
    expect(plainOps.filter((op) => op.op === 'addManyToMany')).toHaveLength(1);
    expect(plainOps.some((op) => op.op === 'addIndex' && op.tableId === 'tj')).toBe(false);

    const edited = built([
      ...relationOps,
      {
        op: 'addManyToMany',
        leftTableId: 'tp',
        rightTableId: 'tt',
        joinTable: { tableId: 'tj', name: 'boards_tasks', position: { x: 5, y: 6 }, primaryKeyColumnId: 'tj_id', leftColumn: { id: 'tj_l', name: 'board_id' }, rightColumn: { id: 'tj_r', name: 'task_key' } },
      },
      { op: 'renameColumn', tableId: 'tj', columnId: 'tj_id', name: 'link_id' },
      { op: 'renameColumn', tableId: 'tj', columnId: 'tj_l', name: 'board' },
      { op: 'addColumn', tableId: 'tj', column: column('tj_note', 'note', { type: 'longText' }) },
      { op: 'dropIndex', tableId: 'tj', indexId: 'tj_pair' },
      { op: 'addIndex', tableId: 'tj', index: { id: 'tj_pair', columnIds: ['tj_r', 'tj_l'], unique: false } },
      { op: 'dropColumn', tableId: 'tj', columnId: 'tj_r' },
      { op: 'setAccess', tableId: 'tj', access: { ...closedAccess(), read: rule('signedIn') } },
    ]);
    roundTrip(edited);
  });

  it('rebuilds a join table whose two relation columns were dropped and a table dropped and made again', () => {
    roundTrip(
      built([
        ...relationOps,
        {
          op: 'addManyToMany',
          leftTableId: 'tp',
          rightTableId: 'tp',
          joinTable: { tableId: 'tj', name: 'links', position: { x: 1, y: 2 }, primaryKeyColumnId: 'tj_id', leftColumn: { id: 'tj_a', name: 'a' }, rightColumn: { id: 'tj_b', name: 'b' } },
        },
        { op: 'dropColumn', tableId: 'tj', columnId: 'tj_a' },
        { op: 'dropColumn', tableId: 'tj', columnId: 'tj_b' },
        { op: 'addColumn', tableId: 'tj', column: column('tj_a', 'a') },
        { op: 'dropColumn', tableId: 'tp', columnId: 'tp_lead' },
        { op: 'dropTable', tableId: 'tt' },
        { op: 'createTable', tableId: 'tt', name: 'tasks', position: { x: 9, y: 9 }, primaryKey: { columnId: 'tt_id', name: 'id', type: 'uuid' } },
        { op: 'alterColumn', tableId: 'tt', columnId: 'tt_id', defaultValue: null },
      ]),
    );
  });

  it('rebuilds a join table whose joined table is gone, through a stand-in dropped again', () => {
    const model = built(relationOps);
    const orphan = { ...model.tables[1]!, id: 'tj', name: 'orphan', columns: [model.tables[1]!.columns[0]!], indexes: [], access: closedAccess(), joinFor: ['gone', 'tp'] as [string, string] };
    const ops = roundTrip({ tables: [...model.tables, { ...orphan, columns: [{ ...orphan.columns[0]!, type: 'uuid', defaultValue: { kind: 'randomUuid' } }] }] });
    expect(ops.filter((op) => op.op === 'dropTable')).toEqual([{ op: 'dropTable', tableId: 'gone' }]);
  });

  it('refuses a model no ops can make, naming why, instead of building another one', () => {
    const model = built(relationOps);
    const keyNotFirst: DataModel = { tables: [{ ...model.tables[1]!, columns: [...model.tables[1]!.columns.slice(1), model.tables[1]!.columns[0]!] }] };
    expect(opsToBuild(keyNotFirst)).toMatchObject({ ok: false, error: { code: 'invalid_change', message: 'tasks: the primary key is not its first column.' } });
    // A join table's key is always a uuid.
    const join = built([
      ...relationOps,
      {
        op: 'addManyToMany',
        leftTableId: 'tp',
        rightTableId: 'tt',
        joinTable: { tableId: 'tj', name: 'links', position: { x: 1, y: 2 }, primaryKeyColumnId: 'tj_id', leftColumn: { id: 'tj_a', name: 'a' }, rightColumn: { id: 'tj_b', name: 'b' } },
      },
    ]);
    const integerJoinKey: DataModel = { tables: join.tables.map((table) => (table.id === 'tj' ? { ...table, columns: table.columns.map((c) => (c.id === 'tj_id' ? { ...c, type: 'integer' as const, defaultValue: null } : c)) } : table)) };
    expect(opsToBuild(integerJoinKey)).toMatchObject({ ok: false, error: { code: 'invalid_change' } });
  });
});

/** A seeded generator (mulberry32), so a failing history can be replayed from its seed. */
function randomFrom(seed: number) {
  let state = seed;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

/** One op a builder might make next on `model` (it may be refused; the history keeps only those that apply). */
function randomOp(model: DataModel, random: ReturnType<typeof randomFrom>, n: number): DataOp {
  const { pick, next } = random;
  const at = { x: Math.round(next() * 1000), y: Math.round(next() * 1000) };
  if (model.tables.length === 0 || next() < 0.12) {
    return { op: 'createTable', tableId: `t${n}`, name: `table_${n}`, position: at, primaryKey: { columnId: `k${n}`, name: pick(['id', 'key']), type: pick(primaryKeyTypes) } };
  }
  const table = pick(model.tables);
  const other = pick(model.tables);
  const col = pick(table.columns);
  const type = pick(columnTypes);
  switch (pick(['addColumn', 'addColumn', 'renameColumn', 'dropColumn', 'alterColumn', 'alterColumn', 'addIndex', 'dropIndex', 'addRelation', 'addManyToMany', 'setAccess', 'moveTable', 'renameTable', 'dropTable'] as const)) {
    case 'addColumn':
      return { op: 'addColumn', tableId: table.id, column: column(`c${n}`, `col_${n}`, { type, required: next() < 0.3, unique: next() < 0.2, ...(type === 'enum' ? { enumValues: ['a', 'b'] } : {}) }) };
    case 'renameColumn':
      return { op: 'renameColumn', tableId: table.id, columnId: col.id, name: `renamed_${n}` };
    case 'dropColumn':
      return { op: 'dropColumn', tableId: table.id, columnId: col.id };
    case 'alterColumn':
      return pick<DataOp>([
        { op: 'alterColumn', tableId: table.id, columnId: col.id, required: next() < 0.5, unique: next() < 0.5 },
        { op: 'alterColumn', tableId: table.id, columnId: col.id, defaultValue: col.type === 'uuid' ? { kind: 'randomUuid' } : null },
        { op: 'alterColumn', tableId: table.id, columnId: col.id, type: 'enum', enumValues: ['x', 'y', 'z'], defaultValue: { kind: 'literal', value: 'y' } },
        { op: 'alterColumn', tableId: table.id, columnId: col.id, type: pick(['text', 'date', 'integer']), defaultValue: null },
      ]);
    case 'addIndex':
      return { op: 'addIndex', tableId: table.id, index: { id: `i${n}`, columnIds: [...new Set([col.id, pick(table.columns).id])], unique: next() < 0.5 } };
    case 'dropIndex':
      return { op: 'dropIndex', tableId: table.id, indexId: table.indexes[0]?.id ?? 'none' };
    case 'addRelation': {
      const required = next() < 0.5;
      return { op: 'addRelation', parentTableId: other.id, childTableId: table.id, column: { id: `r${n}`, name: `rel_${n}` }, required, onDelete: required ? pick(['cascade', 'restrict'] as const) : pick(['cascade', 'setNull', 'restrict'] as const) };
    }
    case 'addManyToMany':
      return {
        op: 'addManyToMany',
        leftTableId: table.id,
        rightTableId: other.id,
        joinTable: { tableId: `j${n}`, name: `join_${n}`, position: at, primaryKeyColumnId: `jk${n}`, leftColumn: { id: `jl${n}`, name: 'left_ref' }, rightColumn: { id: `jr${n}`, name: 'right_ref' } },
      };
    case 'setAccess': {
      const owner = next() < 0.5 ? col.id : null;
      const who = () => pick(accessWho.filter((w) => w !== 'owner' || owner !== null));
      const someRule = (): AccessRule => {
        const w = who();
        return { who: w, roles: w === 'roles' ? ['staff'] : [], condition: next() < 0.3 ? [{ columnId: col.id, op: 'is', value: { kind: 'literal', value: 'null' } }] : [], columnIds: next() < 0.3 ? [col.id] : null };
      };
      return { op: 'setAccess', tableId: table.id, access: { read: someRule(), insert: someRule(), update: someRule(), delete: someRule(), ownerColumnId: owner } };
    }
    case 'moveTable':
      return { op: 'moveTable', tableId: table.id, position: at };
    case 'renameTable':
      return { op: 'renameTable', tableId: table.id, name: `renamed_table_${n}` };
    case 'dropTable':
      return { op: 'dropTable', tableId: table.id };
  }
}

describe('opsToBuild on random builder histories', () => {
  it('gives back, for 300 seeded histories of 40 ops, the model each history made', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const random = randomFrom(seed);
      let model = emptyDataModel();
      for (let n = 0; n < 40; n += 1) {
        const applied = applyDataOp(model, randomOp(model, random, n));
        if (applied.ok) model = applied.value;
      }
      const ops = opsToBuild(model);
      expect(ops.ok, `seed ${seed}: ${ops.ok ? '' : ops.error.message}`).toBe(true);
      if (!ops.ok) continue;
      expect(applyDataOps(emptyDataModel(), ops.value), `seed ${seed}`).toEqual({ ok: true, value: model });
    }
    // About 0.6 s alone; CPU-bound, so a busy machine may take many times that.
  }, 60_000);
});
