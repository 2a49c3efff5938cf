import type { ElementNode } from '@tessera/model/definition';

/**
 * What an app's screens name outside themselves: the project tables and columns of their data
 * bindings and actions, and the REST requests their `callRest` actions call. Publishing reads it
 * to warn when live's schema no longer fits a release; the app's REST route reads it so an app
 * runs only the requests its own actions name.
 *
 * Where names are found:
 * - `props.dataSource` of an element (repeater, table, form) names a table (unless it has a
 *   `props.connectorId`: a connected table, as for actions below); its own `filters` and
 *   `order` entries' `column`, a table's `columns[].field`, a binding's `item.<column>` inside it
 *   and the `name` of an input inside a form bound to it name its columns;
 * - an action whose `params.table` is a text (and no `params.connectorId`: a connected table) names
 *   a table (`query`, `insert`, `update`, `delete`); the keys of its `params.values`, its
 *   `params.columns` and the `column` of each entry of `params.filters` / `params.order` name its
 *   columns;
 * - a `callRest` action's `params.requestId` names a REST request.
 */
export interface AppReferences {
  /** Table name → the column names used of it. */
  tables: Map<string, Set<string>>;
  restRequestIds: Set<string>;
}

/** The structural part of a screen this needs: its tree. */
export interface ScreenTree {
  root: ElementNode;
}

const ITEM_FIELD = /\bitem\s*\.\s*([A-Za-z_][A-Za-z0-9_]*)/g;

/** Every table, column and REST request the screens name (trees walked without recursion). */
export function appReferences(screens: readonly ScreenTree[]): AppReferences {
  const references: AppReferences = { tables: new Map(), restRequestIds: new Set() };
  const use = (table: string, column?: string) => {
    let columns = references.tables.get(table);
    if (!columns) references.tables.set(table, (columns = new Set()));
    if (column) columns.add(column);
  };
  for (const screen of screens) {
    const stack: { node: ElementNode; source: string | null; form: string | null }[] = [{ node: screen.root, source: null, form: null }];
    while (stack.length > 0) {
      const { node, source: outer, form: outerForm } = stack.pop()!;
      const props = isRecord(node.props) ? node.props : {};
      // A connected table (`connectorId`) is not of the data model: neither it nor its items' columns are named.
      const connected = nonEmptyText(props.connectorId) !== null;
      const ownSource = connected ? null : nonEmptyText(props.dataSource);
      if (ownSource) use(ownSource);
      const source = connected ? null : (ownSource ?? outer);
      const form = node.type === 'form' && ownSource ? ownSource : outerForm;
      if (ownSource) {
        if (Array.isArray(props.columns)) for (const column of props.columns) if (isRecord(column) && nonEmptyText(column.field)) use(ownSource, column.field as string);
        for (const column of entryColumns(props.filters, props.order)) use(ownSource, column);
      }
      if (form && node.type !== 'form' && nonEmptyText(props.name)) use(form, props.name as string);
      if (source && isRecord(node.bindings)) {
        for (const expression of Object.values(node.bindings)) {
          if (typeof expression !== 'string') continue;
          for (const match of expression.matchAll(ITEM_FIELD)) use(source, match[1]);
        }
      }
      if (isRecord(node.events)) {
        for (const actions of Object.values(node.events)) {
          if (!Array.isArray(actions)) continue;
          for (const action of actions) readAction(action, references, use);
        }
      }
      if (Array.isArray(node.children)) for (const child of node.children) stack.push({ node: child, source, form });
    }
  }
  return references;
}

function readAction(action: unknown, references: AppReferences, use: (table: string, column?: string) => void): void {
  if (!isRecord(action) || !isRecord(action.params)) return;
  const params = action.params;
  if (action.type === 'callRest') {
    const requestId = nonEmptyText(params.requestId);
    if (requestId) references.restRequestIds.add(requestId);
    return;
  }
  const table = nonEmptyText(params.table);
  if (!table || params.connectorId !== undefined) return;
  use(table);
  if (isRecord(params.values)) for (const column of Object.keys(params.values)) use(table, column);
  if (Array.isArray(params.columns)) for (const column of params.columns) if (nonEmptyText(column)) use(table, column as string);
  for (const column of entryColumns(params.filters, params.order, params.orderBy)) use(table, column);
}

/** The `column` of each entry of filter and sort lists. */
function entryColumns(...lists: unknown[]): string[] {
  const columns: string[] = [];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) if (isRecord(entry) && nonEmptyText(entry.column)) columns.push(entry.column as string);
  }
  return columns;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
