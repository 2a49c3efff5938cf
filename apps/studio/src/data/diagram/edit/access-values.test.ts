import { closedAccess, tableById } from '@tessera/model/data';
import { describe, expect, test } from 'vitest';
import { modelOf, projectsAndTasks } from '../test-kit/data-fixtures.ts';
import { managedRuleColumns, newClause, openOperations, rolesOf, toggleRuleColumn, withRule } from './access-values.ts';

const tasks = managedRuleColumns(tableById(modelOf(projectsAndTasks), 'tasks')!);

describe('access values', () => {
  test('the open operations of a table, rules changed one at a time', () => {
    expect(openOperations(closedAccess())).toEqual([]);
    const access = withRule(withRule(closedAccess(), 'read', { who: 'anyone' }), 'update', { who: 'roles', roles: ['editor'] });
    expect(openOperations(access)).toEqual(['read', 'update']);
    expect(access.update.roles).toEqual(['editor']);
    expect(access.insert).toEqual(closedAccess().insert);
  });

  test('roles from typed text; a new clause on the first column after the key', () => {
    expect(rolesOf(' editor, admin ,, editor')).toEqual(['editor', 'admin']);
    expect(newClause(tasks)).toEqual({ columnId: 'tasks_title', op: 'eq', value: { kind: 'currentUser' } });
  });

  test('allowed columns: null means all; taking one away lists the rest in table order', () => {
    const rule = closedAccess().read;
    const without = toggleRuleColumn(tasks, rule, 'tasks_title', false);
    expect(without).toEqual(['tasks_id', 'tasks_done', 'tasks_state', 'tasks_project']);
    expect(toggleRuleColumn(tasks, { ...rule, columnIds: without }, 'tasks_title', true)).toBeNull();
  });

  test('a connected table’s columns are named by their names', () => {
    const external = { columns: [{ key: 'id', label: 'id' }, { key: 'owner_id', label: 'owner_id' }, { key: 'title', label: 'title' }], keyColumn: 'id' };
    expect(newClause(external)).toEqual({ columnId: 'owner_id', op: 'eq', value: { kind: 'currentUser' } });
    expect(toggleRuleColumn(external, closedAccess().read, 'owner_id', false)).toEqual(['id', 'title']);
    expect(newClause({ columns: [], keyColumn: null }).columnId).toBe('');
  });
});
