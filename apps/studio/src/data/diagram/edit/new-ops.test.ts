import { applyDataOp, tableById } from '@tessera/model/data';
import { describe, expect, test } from 'vitest';
import { modelOf, projectsAndTasks, sequentialIds } from '../test-kit/data-fixtures.ts';
import { addManyToManyOp, addRelationOp, createTableOp, freeName, newTablePosition, relationColumnName } from './new-ops.ts';

const model = modelOf(projectsAndTasks);
const projects = tableById(model, 'projects')!;
const tasks = tableById(model, 'tasks')!;

describe('new ops', () => {
  test('a new table has the key `id` of the chosen type, at a whole-pixel position', () => {
    const op = createTableOp('tags', 'integer', { x: 10.4, y: 20.6 }, sequentialIds());
    expect(op).toEqual({ op: 'createTable', tableId: 'id1', name: 'tags', position: { x: 10, y: 21 }, primaryKey: { columnId: 'id2', name: 'id', type: 'integer' } });
    expect(applyDataOp(model, op).ok).toBe(true);
  });

  test('names suggested are free: `<parent>_id` on the child, `<left>_<right>` for a join table', () => {
    expect(relationColumnName(tasks, projects)).toBe('tasks_id');
    expect(relationColumnName(projects, tasks)).toBe('projects_id');
    expect(freeName('a', (name) => name === 'a' || name === 'a_2')).toBe('a_3');
    expect(freeName('x'.repeat(70), () => false)).toHaveLength(63);
    expect(freeName('x'.repeat(70), (name) => name.length === 63 && !name.endsWith('_2'))).toMatch(/^x{61}_2$/);
    const relation = addRelationOp('projects', 'tasks', { columnName: 'owner_project_id', required: false, onDelete: 'setNull' }, sequentialIds('r'));
    expect(applyDataOp(model, relation).ok).toBe(true);

    const join = addManyToManyOp(model, projects, tasks, sequentialIds('j'));
    expect(join).toMatchObject({ op: 'addManyToMany', joinTable: { name: 'projects_tasks', leftColumn: { name: 'projects_id' }, rightColumn: { name: 'tasks_id' } } });
    const joined = applyDataOp(model, join);
    expect(joined.ok).toBe(true);
    if (!joined.ok) return;
    expect(addManyToManyOp(joined.value, projects, tasks, sequentialIds('k'))).toMatchObject({ joinTable: { name: 'projects_tasks_2' } });
    // A table joined to itself gets two different column names.
    const self = addManyToManyOp(model, tasks, tasks, sequentialIds('s'));
    expect(self).toMatchObject({ joinTable: { name: 'tasks_tasks', leftColumn: { name: 'tasks_id' }, rightColumn: { name: 'tasks_id_2' } } });
    expect(applyDataOp(model, self).ok).toBe(true);
  });

  test('a new table lands in the middle of the view, else on the nearest free place to the right', () => {
    // projects sits at x 0, tasks at x 400 (boxes 248 wide, 40 apart at least).
    expect(newTablePosition(model, { x: 2.4, y: 3 })).toEqual({ x: 866, y: 3 });
    expect(newTablePosition(model, { x: 900, y: 0 })).toEqual({ x: 900, y: 0 });
    expect(newTablePosition(model, { x: 0, y: 600 })).toEqual({ x: 0, y: 600 });
  });
});
