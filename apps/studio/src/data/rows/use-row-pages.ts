import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { cursorAfter, PAGE_SIZE, type RowCursor, type RowView } from './row-query.ts';
import type { RowsApi } from './rows-api.ts';

/** The query key of everything loaded of a table: its pages and counts (invalidate it after an import or an insert). */
export const tableRowsKey = (projectId: string, table: string) => ['data-rows', projectId, table] as const;

/** The query key of the loaded pages of every view of a table. */
export const tablePagesKey = (projectId: string, table: string) => [...tableRowsKey(projectId, table), 'pages'] as const;

/** The rows of one view of a table, a page of {@link PAGE_SIZE} at a time by keyset as the grid scrolls. */
export function useRowPages(rowsApi: RowsApi, projectId: string, table: string, view: RowView) {
  return useInfiniteQuery({
    queryKey: [...tablePagesKey(projectId, table), view],
    queryFn: ({ pageParam, signal }) => rowsApi.page(table, view, pageParam, signal),
    initialPageParam: null as RowCursor | null,
    getNextPageParam: (last) => {
      const lastRow = last.rows.at(-1);
      return last.rows.length < PAGE_SIZE || !lastRow ? undefined : cursorAfter(view, lastRow);
    },
    // A failed page is shown with a retry button rather than retried behind a spinner.
    retry: false,
    enabled: table !== '',
  });
}

/** The exact number of rows of a view, counted only once asked for. */
export function useExactCount(rowsApi: RowsApi, projectId: string, table: string, view: RowView, asked: boolean) {
  return useQuery({
    queryKey: [...tableRowsKey(projectId, table), 'count', view],
    queryFn: () => rowsApi.countExactly(table, view),
    enabled: asked && table !== '',
    retry: false,
  });
}
