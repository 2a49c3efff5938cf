import type { ElementNode } from '../schema/element-node.ts';

/** The types of element whose query is published to bindings (`queries.<name>`). */
export const boundQueryElementTypes: readonly string[] = ['dataRepeater', 'table'];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The name under which a bound repeater's or table's query state is published to bindings:
 * its `queryName`, else (an element saved before query names, or not named yet) its
 * `dataSource`. Empty when it reads no table.
 *
 * @example
 * boundQueryName({ dataSource: 'tasks', queryName: 'openTasks' }) // 'openTasks'
 */
export function boundQueryName(props: { readonly dataSource?: unknown; readonly queryName?: unknown }): string {
  if (text(props.dataSource) === '') return '';
  return text(props.queryName) || text(props.dataSource);
}

/** Every query name a tree publishes, in tree order, once each (walked without recursion). */
export function screenQueryNames(root: ElementNode): string[] {
  const names = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const name = boundQueryElementTypes.includes(node.type) ? boundQueryName(node.props) : '';
    if (name !== '') names.add(name);
    for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index]!);
  }
  return [...names];
}

/**
 * A query name for a new binding of `table` that no other element of the tree publishes:
 * the table's name, else the name numbered from 2 (`tasks`, `tasks2`). `nodeId`'s own name is
 * not counted as taken.
 */
export function freeQueryName(root: ElementNode, table: string, nodeId: string): string {
  const taken = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.id !== nodeId && boundQueryElementTypes.includes(node.type)) taken.add(boundQueryName(node.props));
    stack.push(...node.children);
  }
  const base = /^[A-Za-z_]/.test(table) ? table.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 56) : `q_${table.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 54)}`;
  if (!taken.has(base)) return base;
  let number = 2;
  while (taken.has(`${base}${number}`)) number += 1;
  return `${base}${number}`;
}
