import { applyDataOps, tableById } from '@tessera/model/data';
import { describe, expect, test } from 'vitest';
import { modelOf, projectsAndTasks } from '../test-kit/data-fixtures.ts';
import { columnMark, relationEdges, sidesBetween } from './diagram-graph.ts';

const model = modelOf(projectsAndTasks);

describe('diagram graph', () => {
  test('one line per relation column, from its row to the referenced table, on the facing sides', () => {
    expect(relationEdges(model)).toEqual([
      { id: 'tasks_project', childTableId: 'tasks', parentTableId: 'projects', sourceHandle: 'col-tasks_project-left', targetHandle: 'in-right', required: true, join: false },
    ]);
    const tasks = tableById(model, 'tasks')!;
    const projects = tableById(model, 'projects')!;
    expect(sidesBetween(projects, tasks)).toEqual(['right', 'left']);
    expect(sidesBetween(tasks, { ...projects, position: { x: 450, y: 300 } })).toEqual(['right', 'right']);
    expect(sidesBetween(tasks, tasks)).toEqual(['right', 'right']);
    expect(columnMark(tasks, tasks.columns[0]!)).toBe('primaryKey');
    expect(columnMark(tasks, tasks.columns.find((column) => column.id === 'tasks_project')!)).toBe('relation');
    expect(columnMark(tasks, tasks.columns.find((column) => column.id === 'tasks_title')!)).toBeNull();
  });

  test('a join table draws two lines', () => {
    const joined = applyDataOps(model, [
      {
        op: 'addManyToMany',
        leftTableId: 'projects',
        rightTableId: 'tasks',
        joinTable: { tableId: 'j', name: 'projects_tasks', position: { x: 200, y: 300 }, primaryKeyColumnId: 'jk', leftColumn: { id: 'jl', name: 'projects_id' }, rightColumn: { id: 'jr', name: 'tasks_id' } },
      },
    ]);
    if (!joined.ok) throw new Error(joined.error.message);
    const lines = relationEdges(joined.value).filter((edge) => edge.join);
    expect(lines.map((edge) => [edge.childTableId, edge.parentTableId])).toEqual([
      ['j', 'projects'],
      ['j', 'tasks'],
    ]);
  });
});
