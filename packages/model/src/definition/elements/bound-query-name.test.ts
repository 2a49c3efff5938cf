import { describe, expect, it } from 'vitest';
import type { ElementNode } from '../schema/element-node.ts';
import { validateElementTree } from './validate-element-tree.ts';
import { boundQueryName, freeQueryName, screenQueryNames } from './bound-query-name.ts';

const node = (id: string, type: string, props: Record<string, unknown> = {}, children: ElementNode[] = []): ElementNode => ({ id, type, props, style: {}, bindings: {}, events: {}, children });

describe('bound query names', () => {
  it('names a query by its queryName, else by its table as before query names existed, and nothing without a table', () => {
    expect(boundQueryName({ dataSource: 'tasks', queryName: 'openTasks' })).toBe('openTasks');
    expect(boundQueryName({ dataSource: 'tasks' })).toBe('tasks');
    expect(boundQueryName({ dataSource: 'tasks', queryName: '' })).toBe('tasks');
    expect(boundQueryName({ dataSource: '', queryName: 'orphan' })).toBe('');
  });

  it('lists the names a screen publishes, repeaters and tables at any depth, once each, and not forms', () => {
    const root = node('r', 'container', {}, [
      node('a', 'dataRepeater', { dataSource: 'tasks', queryName: 'open' }, [node('t', 'table', { dataSource: 'tasks' })]),
      node('b', 'table', { dataSource: 'tasks', queryName: 'open' }),
      node('f', 'form', { dataSource: 'people' }),
      node('c', 'dataRepeater', { dataSource: 'orders', connectorId: 'c1' }),
    ]);
    expect(screenQueryNames(root)).toEqual(['open', 'tasks', 'orders']);
  });

  it('reads an edited tree again where it changed, the unchanged top-level elements as they were', () => {
    const kept = node('k', 'container', {}, [node('t', 'table', { dataSource: 'tasks' })]);
    const before = node('r', 'container', {}, [kept, node('a', 'container', {}, [node('b', 'table', { dataSource: 'orders' })])]);
    expect(screenQueryNames(before)).toEqual(['tasks', 'orders']);
    // An edit copies the nodes on its path (as Immer does): the table is renamed, another added.
    const edited = node('r', 'container', {}, [
      kept,
      node('a', 'container', {}, [node('b', 'table', { dataSource: 'orders', queryName: 'big' }), node('c', 'dataRepeater', { dataSource: 'tasks' })]),
    ]);
    expect(screenQueryNames(edited)).toEqual(['tasks', 'big']);
    expect(screenQueryNames(before)).toEqual(['tasks', 'orders']);
    // Each answer is the caller's own array.
    screenQueryNames(edited).push('changed');
    expect(screenQueryNames(edited)).toEqual(['tasks', 'big']);
    expect(screenQueryNames(node('x', 'label'))).toEqual([]);
  });

  it('picks a free name for a new binding: the table, then numbered, its own element not counted', () => {
    const root = node('r', 'container', {}, [node('a', 'dataRepeater', { dataSource: 'tasks' }), node('b', 'table', { dataSource: 'tasks', queryName: 'tasks2' }), node('c', 'table', {})]);
    expect(freeQueryName(root, 'tasks', 'c')).toBe('tasks3');
    expect(freeQueryName(root, 'tasks', 'a')).toBe('tasks');
    expect(freeQueryName(root, 'orders', 'c')).toBe('orders');
    expect(freeQueryName(root, 'order-lines', 'c')).toBe('order_lines');
    expect(freeQueryName(root, '2024 sales', 'c')).toBe('q_2024_sales');
  });

  it('takes a query name an expression can write and refuses another, and a connector id on bound elements', () => {
    const valid = validateElementTree(node('r', 'container', {}, [node('a', 'dataRepeater', { dataSource: 'orders', connectorId: 'c1', queryName: 'bigOrders' })]));
    expect(valid.ok).toBe(true);
    const invalid = validateElementTree(node('r', 'container', {}, [node('a', 'dataRepeater', { dataSource: 'tasks', queryName: 'open tasks' })]));
    expect(invalid.ok).toBe(false);
  });
});
