import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { removeRows, replaceRow } from './row-pages.ts';
import type { Row, RowPage, RowsApi } from './rows-api.ts';
import { reloadTable, tablePagesKey, tableRowsKey } from './use-row-pages.ts';

interface CellEdit {
  key: string;
  column: string;
  value: unknown;
  /** The row as shown before the edit, put back if the server refuses it. */
  before: Row;
}

/**
 * The writes of the grid on one table. A cell edit shows at once in every loaded view and is
 * rolled back if refused (the caller shows the server's message); an insert reloads the views.
 */
export function useRowEdits(rowsApi: RowsApi, table: string, primaryKey: readonly string[]) {
  const client = useQueryClient();
  /** The key columns of an edit or a delete: a browse-only table (no key) offers neither. */
  const keyColumn = (): readonly string[] => {
    if (primaryKey.length === 0) throw new Error(`the rows of ${table} cannot be changed: it has no primary key`);
    return primaryKey;
  };
  const rowsKey = tableRowsKey(rowsApi.scope, table);
  const pagesKey = tablePagesKey(rowsApi.scope, table);
  const setRow = (key: string, row: Row) => client.setQueriesData<InfiniteData<RowPage>>({ queryKey: pagesKey }, (data) => replaceRow(data, keyColumn(), key, row));

  const editCell = useMutation({
    mutationFn: (edit: CellEdit) => rowsApi.update(table, keyColumn(), edit.key, { [edit.column]: edit.value }),
    onMutate: async (edit) => {
      await client.cancelQueries({ queryKey: pagesKey });
      setRow(edit.key, { ...edit.before, [edit.column]: edit.value });
    },
    onSuccess: (stored, edit) => {
      setRow(edit.key, stored);
      // A view that started loading while the edit was on its way (a sort chosen right after
      // Enter) may have read the row before the edit was stored: read it again.
      void client.invalidateQueries({ queryKey: pagesKey, predicate: (query) => query.state.fetchStatus === 'fetching' });
    },
    onError: (_, edit) => setRow(edit.key, edit.before),
  });

  const insertRow = useMutation({
    mutationFn: (values: Record<string, unknown>) => rowsApi.insert(table, values),
    onSuccess: () => reloadTable(client, rowsApi.scope, table),
  });

  const deleteRows = useMutation({
    mutationFn: (keys: readonly string[]) => rowsApi.remove(table, keyColumn(), keys),
    onSuccess: (_, keys) => {
      client.setQueriesData<InfiniteData<RowPage>>({ queryKey: pagesKey }, (data) => removeRows(data, keyColumn(), new Set(keys)));
      // Only the counts are stale: the loaded pages already lost the deleted rows.
      void client.invalidateQueries({ queryKey: [...rowsKey, 'count'] });
    },
  });

  return { editCell, insertRow, deleteRows };
}
