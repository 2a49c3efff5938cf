import type { ExternalColumn, ExternalTable } from '@tessera/model/connectors';
import { closedAccess, type DataColumn, type DataTable } from '@tessera/model/data';
import { describe, expect, it } from 'vitest';
import { rowTableOfExternal, rowTableOfModel } from './row-table.ts';

const modelColumn = (id: string, type: DataColumn['type'], extra: Partial<DataColumn> = {}): DataColumn => ({
  id,
  name: `${id}_name`,
  type,
  required: false,
  unique: false,
  defaultValue: null,
  enumValues: [],
  references: null,
  ...extra,
});

const external = (name: string, type: ExternalColumn['type'], extra: Partial<ExternalColumn> = {}): ExternalColumn => ({
  name,
  databaseType: type === 'unknown' ? 'geometry' : `${type}(x)`,
  type,
  nullable: true,
  default: null,
  primaryKey: false,
  ...extra,
});

const externalTable = (columns: ExternalColumn[], primaryKey: string[]): ExternalTable => ({ name: 'orders', kind: 'table', columns, primaryKey, foreignKeys: [] });

describe('the table the grid shows', () => {
  it("maps a project table: its key first, made by the database, never offered in the new-row form; the model's types", () => {
    const table: DataTable = {
      id: 't',
      name: 'tasks',
      primaryKeyColumnId: 'pk',
      columns: [modelColumn('title', 'text', { required: true }), modelColumn('pk', 'uuid', { required: true }), modelColumn('state', 'enum', { enumValues: ['open'], defaultValue: { kind: 'literal', value: 'open' } })],
      indexes: [],
      position: { x: 0, y: 0 },
      access: closedAccess(),
      joinFor: null,
    };
    const rows = rowTableOfModel(table);
    expect(rows).toMatchObject({ name: 'tasks', primaryKey: ['pk_name'], browseOnly: null });
    expect(rows.columns.map((column) => [column.id, column.typeLabel, column.filledByDatabase, column.insertable, column.readOnly])).toEqual([
      ['pk', 'uuid', true, false, false],
      ['title', 'text', false, true, false],
      ['state', 'enum', true, true, false],
    ]);
    expect(rows.columns[2]?.enumValues).toEqual(['open']);
    expect(rows.columns.some((column) => column.wallClock)).toBe(false);
  });

  it("maps a connected database's table: the key first and written in the form, the database's type names, unknown types read-only", () => {
    const rows = rowTableOfExternal(
      externalTable(
        [
          external('note', 'text'),
          external('id', 'integer', { nullable: false, primaryKey: true }),
          external('shape', 'unknown'),
          external('size', 'enum', { nullable: false, default: "'S'" }),
          external('placed', 'dateTime', { nullable: false }),
        ],
        ['id'],
      ),
    );
    expect(rows).toMatchObject({ name: 'orders', primaryKey: ['id'], browseOnly: null });
    expect(rows.columns.map((column) => [column.name, column.type, column.typeLabel, column.required, column.filledByDatabase, column.readOnly, column.insertable])).toEqual([
      ['id', 'integer', 'integer(x)', true, true, false, true],
      ['note', 'text', 'text(x)', false, false, false, true],
      ['shape', 'text', 'geometry', false, false, true, false],
      ['size', 'text', 'enum(x)', true, true, false, true],
      ['placed', 'dateTime', 'dateTime(x)', true, false, false, true],
    ]);
  });

  it('a date-time without a zone is wall-clock time; one with a zone is an instant', () => {
    const rows = rowTableOfExternal(
      externalTable([external('id', 'integer', { primaryKey: true }), external('local', 'dateTime', { databaseType: 'datetime(3)' }), external('stamped', 'dateTime', { databaseType: 'timestamp with time zone' })], ['id']),
    );
    expect(rows.columns.map((column) => [column.name, column.wallClock])).toEqual([
      ['id', false],
      ['local', true],
      ['stamped', false],
    ]);
  });

  it('a text key is not taken as filled by the database unless it has a default', () => {
    const rows = rowTableOfExternal(externalTable([external('code', 'text', { nullable: false, primaryKey: true })], ['code']));
    expect(rows.columns[0]).toMatchObject({ name: 'code', required: true, filledByDatabase: false, insertable: true });
  });

  it('a table without a key is browse-only', () => {
    expect(rowTableOfExternal(externalTable([external('a', 'text'), external('b', 'text')], []))).toMatchObject({ primaryKey: [], browseOnly: 'noPrimaryKey' });
  });

  it('a key of several columns names rows by all of them, shown first in key order, none taken as generated', () => {
    const composite = rowTableOfExternal(externalTable([external('a', 'text'), external('b', 'integer', { nullable: false }), external('c', 'integer', { nullable: false })], ['c', 'b']));
    expect(composite).toMatchObject({ primaryKey: ['c', 'b'], browseOnly: null });
    expect(composite.columns.map((column) => [column.name, column.filledByDatabase, column.insertable])).toEqual([
      ['c', false, true],
      ['b', false, true],
      ['a', false, true],
    ]);
  });
});
