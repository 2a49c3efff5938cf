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
 * The names a screen's root and each of its top-level elements publish, by node object. Trees are
 * immutable (an edit copies the nodes on the path to its change, Immer's structural sharing): the
 * same root is answered at once (the shell asks on every change of the studio's state, a hover
 * included), and after an edit only the top-level element it changed is walked again.
 */
const namesBySubtree = new WeakMap<ElementNode, readonly string[]>();

/** Every query name a tree publishes, in tree order, once each (walked without recursion). */
export function screenQueryNames(root: ElementNode): string[] {
  let names = namesBySubtree.get(root);
  if (!names) {
    const found = new Set<string>();
    const own = nameOf(root);
    if (own !== '') found.add(own);
    for (const child of root.children) {
      let childNames = namesBySubtree.get(child);
      if (!childNames) namesBySubtree.set(child, (childNames = walkNames(child)));
      for (const name of childNames) found.add(name);
    }
    names = found.size === 0 ? NO_NAMES : [...found];
    namesBySubtree.set(root, names);
  }
  return [...names];
}

const nameOf = (node: ElementNode): string => (boundQueryElementTypes.includes(node.type) ? boundQueryName(node.props) : '');

/** The names a subtree publishes, in tree order, once each. */
function walkNames(top: ElementNode): readonly string[] {
  let names: Set<string> | null = null;
  const stack = [top];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const name = nameOf(node);
    if (name !== '') (names ??= new Set()).add(name);
    for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index]!);
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
