import { type ActionFilter, type ActionOrder, boundQueryName, evaluateExpression, type ScopeQuery } from '@tessera/model/definition';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useBindingScope } from '../../bindings/use-binding-scope.ts';
import type { DataFilter } from '../../clients/data-query.ts';
import { dataTableOf } from '../../clients/data-table.ts';
import type { AppHost } from '../../context/app-host-context.ts';

/**
 * What a bound repeater or table asks for: a table (of a connected database with `connectorId`),
 * filters (expressions), order, page size, and the name its state has in bindings.
 */
export interface BoundQuery {
  dataSource: string;
  connectorId?: string | undefined;
  queryName?: string | undefined;
  filters: readonly ActionFilter[];
  order: readonly ActionOrder[];
  pageSize: number;
}

/** A bound query's rows and state, its page and how many pages there are. */
export interface DataQueryState extends ScopeQuery {
  page: number;
  pageCount: number;
  setPage(page: number): void;
}

const IDLE: ScopeQuery = { rows: [], count: null, loading: false, error: null };
const LOADING: ScopeQuery = { ...IDLE, loading: true };
const noSubscription = () => () => undefined;
const zero = () => 0;

/** The filters with their values evaluated against the scope, or the first failure's message. */
function evaluateFilters(filters: readonly ActionFilter[], scope: ReturnType<typeof useBindingScope>): { filters: DataFilter[] } | { error: string } {
  const evaluated: DataFilter[] = [];
  for (const filter of filters) {
    const value = evaluateExpression(filter.value, scope);
    if (!value.ok) return { error: `The filter on ${filter.column} (${filter.value}): ${value.error.message}` };
    evaluated.push({ column: filter.column, operator: filter.operator, value: value.value });
  }
  return { filters: evaluated };
}

/**
 * The rows of a repeater's or table's query through the app host's data API, a page at a time,
 * counted; read again when the filters' values, the page, the data (any write) or the signed-in
 * end user change. Its state is published to bindings as `queries.<name>` (`boundQueryName`: its
 * `queryName`, else its table's name). Without a host or a table: idle.
 */
export function useDataQuery(host: AppHost | null, query: BoundQuery): DataQueryState {
  const scope = useBindingScope();
  const version = useSyncExternalStore(host ? host.subscribeDataVersion : noSubscription, host ? host.dataVersion : zero, host ? host.dataVersion : zero);
  const active = host !== null && query.dataSource !== '';
  const connectorId = query.connectorId ?? '';
  const name = boundQueryName(query);
  const [page, setPage] = useState(0);
  // Loading from the first render, so a bound list never flashes its empty text before its rows.
  const [state, setState] = useState<ScopeQuery>(active ? LOADING : IDLE);
  const evaluated = useMemo(() => evaluateFilters(query.filters, scope), [query.filters, scope]);
  // Other filters, order or page size: back to the first page (adjusted while rendering).
  const shape = JSON.stringify([connectorId, query.dataSource, evaluated, query.order, query.pageSize]);
  const [shapeOfPage, setShapeOfPage] = useState(shape);
  if (shapeOfPage !== shape) {
    setShapeOfPage(shape);
    setPage(0);
  }
  // One key per distinct read: a new scope object with the same filter values reads nothing again;
  // another signed-in end user (or none) reads again, as the access rules may show other rows.
  const userId = scope.user?.id ?? null;
  const key = active ? JSON.stringify([connectorId, query.dataSource, evaluated, query.order, query.pageSize, page, version, userId]) : '';

  useEffect(() => {
    if (!active || !host) return undefined;
    if ('error' in evaluated) {
      setState({ rows: [], count: null, loading: false, error: evaluated.error });
      return undefined;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    void host.data
      .select(dataTableOf(query.dataSource, connectorId), { filters: evaluated.filters, order: query.order, limit: query.pageSize, offset: page * query.pageSize, count: true })
      .then((result) => {
        if (!current) return;
        setState(result.ok ? { rows: result.value.rows, count: result.value.count, loading: false, error: null } : { rows: [], count: null, loading: false, error: result.error.message });
      });
    return () => {
      current = false;
    };
    // `key` stands for everything the read depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (active && host) host.reportQuery(name, state);
  }, [active, host, name, state]);

  const pageCount = state.count === null ? page + 1 : Math.max(1, Math.ceil(state.count / query.pageSize));
  return { ...state, page, pageCount, setPage };
}
