import type { ExternalTable } from '@tessera/model/connectors';
import { dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import type { FilterNode, ParsedRequest, SelectItem } from '../../data-api/grammar/ast.ts';
import type { RowPredicate } from '../compile/row-predicate.ts';
import type { ExternalAccess, ExternalGrant } from './external-grant.ts';

/** Why a column is named: the words of the refusal when the rule hides it (as on managed tables). */
type ColumnUse = 'select' | 'filter on' | 'order by' | 'write';

/** A 403 for a column the rule does not allow (a filter or an order on it would leak its values too). */
export function checkColumn(table: ExternalTable, columns: ReadonlySet<string> | null, name: string, use: ColumnUse): void {
  if (columns === null || columns.has(name) || !table.columns.some((column) => column.name === name)) return;
  refuse(403, dataApiCodes.permissionDenied, `permission denied to ${use} column ${name} of table ${table.name}`);
}

function filterColumns(node: FilterNode): string[] {
  return node.kind === 'condition' ? [node.column] : node.children.flatMap(filterColumns);
}

/** A select list with `*` spelled out as the allowed columns and every named column checked. */
function allowedSelect(table: ExternalTable, columns: ReadonlySet<string> | null, items: readonly SelectItem[], embed: (item: Extract<SelectItem, { kind: 'embed' }>) => SelectItem): SelectItem[] {
  const listed = items.length === 0 ? [{ kind: 'star' } as const] : items;
  return listed.flatMap((item): SelectItem[] => {
    if (item.kind === 'star') return columns === null ? [item] : table.columns.filter((column) => columns.has(column.name)).map((column) => ({ kind: 'column', name: column.name, alias: null }));
    if (item.kind === 'column') {
      checkColumn(table, columns, item.name, 'select');
      return [item];
    }
    return [embed(item)];
  });
}

/** A read as its rule allows: the request with hidden columns refused and `*` narrowed, and the predicates of the table and of every embedded table. */
export interface ReadPlan {
  request: ParsedRequest;
  predicate: RowPredicate;
  /** The read predicates of embedded tables, by table name. */
  embedded: ReadonlyMap<string, RowPredicate>;
}

/**
 * A read held to the read rule of the table and of each table it embeds (a refused embedded
 * table refuses the request, as on managed tables): columns the rule hides may not be selected,
 * filtered on or ordered by (403), and `*` is the allowed columns.
 */
export function planRead(access: ExternalAccess, table: ExternalTable, related: readonly ExternalTable[], request: ParsedRequest): ReadPlan {
  const grant = access.grant(table, 'read');
  const embedded = new Map<string, RowPredicate>();
  const embed = (item: Extract<SelectItem, { kind: 'embed' }>): SelectItem => {
    const other = related.find((candidate) => candidate.name === item.relation);
    if (!other) return item;
    const otherGrant: ExternalGrant = access.grant(other, 'read');
    embedded.set(other.name, otherGrant.predicate);
    if (item.select.length === 0) return item;
    return { ...item, select: allowedSelect(other, otherGrant.columns, item.select, (inner) => inner) };
  };
  const select = allowedSelect(table, grant.columns, request.select, embed);
  for (const filter of request.filters) if (filter.path.length === 0) for (const name of filterColumns(filter.node)) checkColumn(table, grant.columns, name, 'filter on');
  for (const order of request.order) if (order.path.length === 0) for (const term of order.terms) checkColumn(table, grant.columns, term.column, 'order by');
  return { request: access.heldToRules ? { ...request, select } : request, predicate: grant.predicate, embedded };
}

/**
 * The rows an update or a delete by filter may reach, as on managed tables (and in PostgREST
 * under row-level security): those its own rule and the read rule pass, filtered only on columns
 * the caller may read. A caller the read rule refuses is refused.
 */
export function reachableGrant(access: ExternalAccess, table: ExternalTable, request: ParsedRequest, grant: ExternalGrant): ExternalGrant {
  if (!access.heldToRules) return grant;
  const read = access.grant(table, 'read');
  for (const filter of request.filters) if (filter.path.length === 0) for (const name of filterColumns(filter.node)) checkColumn(table, read.columns, name, 'filter on');
  const both = [grant.predicate, read.predicate].filter((predicate) => predicate.kind !== 'all');
  return { predicate: both.length === 0 ? { kind: 'all' } : both.length === 1 ? both[0]! : { kind: 'and', children: both }, columns: grant.columns };
}
