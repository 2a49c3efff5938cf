import { describe, expect, test } from 'vitest';
import { modelOf, projectsAndTasks } from '../test-kit/data-fixtures.ts';
import { deleteOpsOf } from './delete-ops.ts';

const model = modelOf(projectsAndTasks);

describe('deleteOpsOf', () => {
  test('a selected column is dropped and its table stays selected; a selected table is dropped', () => {
    expect(deleteOpsOf(model, { tableId: 'tasks', columnId: 'tasks_title' })).toEqual({
      ops: [{ op: 'dropColumn', tableId: 'tasks', columnId: 'tasks_title' }],
      selectAfter: { tableId: 'tasks', columnId: null },
    });
    expect(deleteOpsOf(model, { tableId: 'tasks', columnId: null })).toEqual({ ops: [{ op: 'dropTable', tableId: 'tasks' }], selectAfter: null });
  });

  test('nothing for no selection, the primary key, or what is gone', () => {
    expect(deleteOpsOf(model, null)).toBeNull();
    expect(deleteOpsOf(model, { tableId: 'tasks', columnId: 'tasks_id' })).toBeNull();
    expect(deleteOpsOf(model, { tableId: 'tasks', columnId: 'gone' })).toBeNull();
    expect(deleteOpsOf(model, { tableId: 'gone', columnId: null })).toBeNull();
  });
});
