import { closedAccess, type DataColumn, type DataTable } from '@tessera/model/data';
import { describe, expect, it } from 'vitest';
import { rowTableOfModel } from '../rows/row-table.ts';
import { gridTemplateOf, rowWidthOf } from './grid-columns.ts';

const column = (id: string, type: DataColumn['type']): DataColumn => ({ id, name: id, type, required: false, unique: false, defaultValue: null, enumValues: [], references: null });
const table: DataTable = {
  id: 't',
  name: 'tasks',
  primaryKeyColumnId: 'id',
  columns: [column('title', 'text'), column('id', 'integer'), column('done', 'boolean')],
  indexes: [],
  position: { x: 0, y: 0 },
  access: closedAccess(),
  joinFor: null,
};

describe('grid columns', () => {
  it('puts the primary key first and sizes columns by type', () => {
    const { columns } = rowTableOfModel(table);
    expect(columns.map((entry) => entry.id)).toEqual(['id', 'title', 'done']);
    expect(gridTemplateOf(columns, true)).toBe('44px 140px 200px 120px');
    expect(gridTemplateOf(columns, false)).toBe('140px 200px 120px');
    expect(rowWidthOf(columns, true)).toBe(504);
  });
});
