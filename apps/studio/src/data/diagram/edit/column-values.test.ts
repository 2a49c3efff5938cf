import { columnById, tableById } from '@tessera/model/data';
import { describe, expect, test } from 'vitest';
import { modelOf, projectsAndTasks } from '../test-kit/data-fixtures.ts';
import { blankColumnValues, columnChangeOps, columnOf, columnValuesOf, defaultKindsFor, enumValuesOf } from './column-values.ts';

const tasks = tableById(modelOf(projectsAndTasks), 'tasks')!;

describe('column values', () => {
  test('a form becomes a column: trimmed name, default by kind, enum values one per line', () => {
    expect(columnOf('c', { ...blankColumnValues, name: ' due ', type: 'date', defaultKind: 'now' })).toEqual({
      id: 'c',
      name: 'due',
      type: 'date',
      required: false,
      unique: false,
      defaultValue: { kind: 'now' },
      enumValues: [],
      references: null,
    });
    const state = columnOf('s', { ...blankColumnValues, name: 'state', type: 'enum', enumText: ' open \n\nclosed\n', defaultKind: 'literal', defaultText: 'open' });
    expect(state.enumValues).toEqual(['open', 'closed']);
    expect(state.defaultValue).toEqual({ kind: 'literal', value: 'open' });
    // A kind the type does not offer, or an empty literal, is no default.
    expect(columnOf('x', { ...blankColumnValues, name: 'x', type: 'text', defaultKind: 'now' }).defaultValue).toBeNull();
    expect(columnOf('x', { ...blankColumnValues, name: 'x', defaultKind: 'literal', defaultText: '  ' }).defaultValue).toBeNull();
    expect(columnOf('x', { ...blankColumnValues, name: 'x', type: 'text', enumText: 'a' }).enumValues).toEqual([]);
    expect(enumValuesOf('a\n b \n')).toEqual(['a', 'b']);
    expect(defaultKindsFor('uuid')).toEqual(['none', 'literal', 'randomUuid']);
    expect(defaultKindsFor('dateTime')).toEqual(['none', 'literal', 'now']);
    expect(defaultKindsFor('json')).toEqual(['none', 'literal']);
  });

  test('editing a column gives a rename and one alter with what changed, or nothing', () => {
    const state = columnById(tasks, 'tasks_state')!;
    const values = columnValuesOf(state);
    expect(values).toMatchObject({ name: 'state', type: 'enum', enumText: 'open\nclosed', defaultKind: 'none' });
    expect(columnChangeOps(tasks, state, values)).toEqual([]);
    expect(columnChangeOps(tasks, state, { ...values, name: 'status', required: true, enumText: 'open\nclosed\nlater' })).toEqual([
      { op: 'renameColumn', tableId: 'tasks', columnId: 'tasks_state', name: 'status' },
      { op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_state', required: true, enumValues: ['open', 'closed', 'later'] },
    ]);
    const done = columnById(tasks, 'tasks_done')!;
    expect(columnChangeOps(tasks, done, { ...columnValuesOf(done), defaultKind: 'none' })).toEqual([{ op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_done', defaultValue: null }]);
    // A relation column keeps its reference.
    const project = columnById(tasks, 'tasks_project')!;
    expect(columnChangeOps(tasks, project, { ...columnValuesOf(project), required: false })).toEqual([{ op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_project', required: false }]);
  });
});
