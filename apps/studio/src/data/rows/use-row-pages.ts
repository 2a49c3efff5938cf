import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { firstPageOnly } from './row-pages.ts';
import { nextCursor, type PageCursor, type RowView } from './row-query.ts';
import type { RowPage, RowsApi } from './rows-api.ts';

/**
 * The query key of everything loaded of a table: its pages and counts (invalidate it after an
 * import or an insert). `scope` is the rows source's (`RowsSource.scope`: the project's id for
 * its own tables).
 */
export const tableRowsKey = (scope: string, table: string) => ['data-rows', scope, table] as const;

/** The query key of the loaded pages of every view of a table. */
export const tablePagesKey = (scope: string, table: string) => [...tableRowsKey(scope, table), 'pages'] as const;

/**
 * The rows of one view of a table, a page of {@link PAGE_SIZE} at a time by keyset as the grid
 * scrolls. `columns` (the table's column names) is part of the key: a column added or renamed in
 * the diagram reads the rows again.
 */
export function useRowPages(rowsApi: RowsApi, table: string, view: RowView, columns: readonly string[]) {
  return useInfiniteQuery({
    queryKey: [...tablePagesKey(rowsApi.scope, table), view, columns.join(',')],
    queryFn: ({ pageParam, signal }) => rowsApi.page(table, view, pageParam, signal),
    initialPageParam: null as PageCursor | null,
    getNextPageParam: (last, all) => {
      const lastRow = last.rows.at(-1);
      return !last.more || !lastRow ? undefined : nextCursor(view, lastRow, all.reduce((sum, page) => sum + page.rows.length, 0));
    },
    // A failed page is shown with a retry button rather than retried behind a spinner.
    retry: false,
    enabled: table !== '',
  });
}

/** The exact number of rows of a view, counted only once asked for. */
export function useExactCount(rowsApi: RowsApi, table: string, view: RowView, asked: boolean) {
  return useQuery({
    queryKey: [...tableRowsKey(rowsApi.scope, table), 'count', view],
    queryFn: () => rowsApi.countExactly(table, view),
    enabled: asked && table !== '',
    retry: false,
  });
}

/**
 * Reads a table again after rows changed elsewhere (an insert, an import, the Refresh button):
 * each loaded view from its first page, and its counts.
 */
export function reloadTable(client: QueryClient, scope: string, table: string): Promise<void> {
  client.setQueriesData<InfiniteData<RowPage>>({ queryKey: tablePagesKey(scope, table) }, firstPageOnly);
  return client.invalidateQueries({ queryKey: tableRowsKey(scope, table) });
}

/** The most pages a view may hold to be read again while an import adds rows; a longer one waits for the end. */
const RELOAD_DURING_IMPORT_MAX_PAGES = 3;

/**
 * Reads the table's views again while an import commits batches of rows: each view that holds
 * at most a few pages (the builder has not scrolled far), from where it is, without its exact
 * counts (those are read again once the import ends, by {@link reloadTable}).
 */
export function refreshDuringImport(client: QueryClient, projectId: string, table: string): Promise<void> {
  return client.invalidateQueries({
    queryKey: tablePagesKey(projectId, table),
    predicate: (query) => ((query.state.data as InfiniteData<RowPage> | undefined)?.pages.length ?? 0) <= RELOAD_DURING_IMPORT_MAX_PAGES,
  });
}
