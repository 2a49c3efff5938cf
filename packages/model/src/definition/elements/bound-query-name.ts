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

/** A subtree that publishes no query name (most), shared. */
const NO_NAMES: readonly string[] = Object.freeze([]);

/**
 * The names each subtree publishes, by node object. Trees are immutable (an edit copies the nodes
 * on the path to its change, Immer's structural sharing), so after an edit only that path is read
 * again, not the whole screen: the shell asks on every change of the studio's state.
 */
const namesBySubtree = new WeakMap<ElementNode, readonly string[]>();

/**
 * Every query name a tree publishes, in tree order, once each. Walked without recursion, and only
 * the subtrees not seen before (the names of each subtree are kept by node object).
 */
export function screenQueryNames(root: ElementNode): string[] {
  const stack: { node: ElementNode; next: number }[] = [];
  if (!namesBySubtree.has(root)) stack.push({ node: root, next: 0 });
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const child = top.node.children[top.next];
    if (child) {
      top.next += 1;
      if (!namesBySubtree.has(child)) stack.push({ node: child, next: 0 });
      continue;
    }
    stack.pop();
    namesBySubtree.set(top.node, namesOfSubtree(top.node));
  }
  return [...namesBySubtree.get(root)!];
}

/** A node's own name, then its children's (each already known), once each. */
function namesOfSubtree(node: ElementNode): readonly string[] {
  const own = boundQueryElementTypes.includes(node.type) ? boundQueryName(node.props) : '';
  let names: Set<string> | null = own === '' ? null : new Set([own]);
  for (const child of node.children) {
    const childNames = namesBySubtree.get(child)!;
    if (childNames.length === 0) continue;
    names ??= new Set();
    for (const name of childNames) names.add(name);
  }
  return names ? [...names] : NO_NAMES;
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
