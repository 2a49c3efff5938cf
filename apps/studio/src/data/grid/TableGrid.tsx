import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/index.ts';
import { Button, ConfirmDialog, EmptyState, InfoBox, LoadingState, toast } from '../../ui/index.ts';
import { useWorkspaceDetail } from '../../workspace/use-workspace-detail.ts';
import { ImportBanner } from '../imports/ImportBanner.tsx';
import { ImportDialog } from '../imports/ImportDialog.tsx';
import type { ImportsApi } from '../imports/imports-api.ts';
import { downloadFile } from '../rows/download-file.ts';
import { keyOf } from '../rows/row-keys.ts';
import { flattenPages } from '../rows/row-pages.ts';
import { isCompleteFilter, nextSort, type RowFilter, type RowSort, type RowView } from '../rows/row-query.ts';
import type { RowTable } from '../rows/row-table.ts';
import type { RowsApi } from '../rows/rows-api.ts';
import { useRowEdits } from '../rows/use-row-edits.ts';
import { reloadTable, useExactCount, useRowPages } from '../rows/use-row-pages.ts';
import { isSortableType } from '../rows/cell-values.ts';
import { GridBody } from './GridBody.tsx';
import { GridToolbar } from './GridToolbar.tsx';
import { NewRowDialog } from './NewRowDialog.tsx';
import { RowCount } from './RowCount.tsx';

export interface TableGridProps {
  /** Where the rows are read and written: the project's data API or a connected database's table route. */
  rowsApi: RowsApi;
  table: RowTable;
  /** The project's imports into this table; null where rows are not imported (a connected database's table). */
  imports: { projectId: string; api: ImportsApi } | null;
  readOnly: boolean;
  /** The table picker, shown first in the toolbar. */
  picker: ReactNode;
}

type Dialog = { kind: 'newRow' } | { kind: 'delete' } | { kind: 'import'; importId: string | null } | null;

/**
 * The grid of one table, whoever holds it: its toolbar, the running import, the rows and the
 * dialogs. A browse-only table (no primary key) is browsed, filtered, sorted, counted
 * and exported, never changed, and says why.
 */
export function TableGrid({ rowsApi, table, imports, readOnly: memberReadOnly, picker }: TableGridProps) {
  const t = useT();
  const client = useQueryClient();
  const detail = useWorkspaceDetail();
  const { columns, primaryKey } = table;
  const readOnly = memberReadOnly || table.browseOnly !== null;
  const [filters, setFilters] = useState<RowFilter[]>([]);
  const [sort, setSort] = useState<RowSort | null>(null);
  const tieBreak = useMemo(() => (primaryKey.length === 0 ? columns.filter((column) => isSortableType(column.type) && !column.readOnly).map((column) => column.name) : []), [columns, primaryKey]);
  const view = useMemo<RowView>(() => (primaryKey.length === 0 ? { primaryKey, tieBreak, filters, sort } : { primaryKey, filters, sort }), [primaryKey, tieBreak, filters, sort]);
  const [countAsked, setCountAsked] = useState<RowView | null>(null);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);

  const columnNames = useMemo(() => columns.map((column) => column.name), [columns]);
  const pages = useRowPages(rowsApi, table.name, view, columnNames);
  const exact = useExactCount(rowsApi, table.name, view, countAsked === view);
  const rows = useMemo(() => flattenPages(pages.data), [pages.data]);
  const edits = useRowEdits(rowsApi, table.name, primaryKey);

  function changeView(next: { filters?: RowFilter[]; sort?: RowSort | null }) {
    if (next.filters) setFilters(next.filters);
    if (next.sort !== undefined) setSort(next.sort);
    setSelection(new Set());
  }

  async function exportCsv() {
    setExporting(true);
    try {
      downloadFile(await rowsApi.exportCsv(table.name, view), `${table.name}.csv`);
      toast.success(t('studio.grid.exported', { table: table.name }));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  }

  const filtered = filters.some(isCompleteFilter);
  let placeholder: ReactNode;
  if (pages.isPending) placeholder = <LoadingState label={t('studio.grid.loadingRows')} />;
  else if (pages.isError)
    placeholder = (
      <EmptyState
        title={t('studio.grid.loadError')}
        text={errorMessage(pages.error)}
        className="m-6 max-w-xl"
        action={
          <Button variant="secondary" onClick={() => void pages.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (filtered) placeholder = <EmptyState title={t('studio.grid.noMatchTitle')} text={t('studio.grid.noMatchText')} className="m-6 max-w-xl" />;
  else placeholder = <EmptyState title={t('studio.grid.emptyTitle')} text={readOnly ? undefined : t('studio.grid.emptyText')} className="m-6 max-w-xl" />;

  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-label={table.name}>
      <GridToolbar
        picker={picker}
        columns={columns}
        filters={filters}
        onFilters={(next) => changeView({ filters: next })}
        count={
          <RowCount
            estimated={pages.data?.pages[0]?.total ?? null}
            loaded={pages.isSuccess && !pages.hasNextPage ? rows.length : null}
            exact={countAsked === view ? exact.data : undefined}
            counting={exact.isFetching}
            onCountExactly={() => setCountAsked(view)}
          />
        }
        readOnly={readOnly}
        selected={selection.size}
        refreshing={pages.isRefetching}
        exporting={exporting}
        onRefresh={() => {
          setSelection(new Set());
          void reloadTable(client, rowsApi.scope, table.name);
        }}
        onExport={() => void exportCsv()}
        onImport={imports ? () => setDialog({ kind: 'import', importId: null }) : undefined}
        onAddRow={() => setDialog({ kind: 'newRow' })}
        onDelete={() => setDialog({ kind: 'delete' })}
      />
      {imports && <ImportBanner importsApi={imports.api} projectId={imports.projectId} tableName={table.name} onOpen={(importId) => setDialog({ kind: 'import', importId })} />}
      {table.browseOnly && (
        <div className="border-b border-slate-200 bg-white px-4 py-2">
          <InfoBox tone="info" testId="grid-browse-only">
            {t(`studio.grid.browseOnly.${table.browseOnly}`)}
          </InfoBox>
        </div>
      )}
      <GridBody
        tableName={table.name}
        columns={columns}
        primaryKey={primaryKey}
        rows={rows}
        total={(countAsked === view ? exact.data : null) ?? pages.data?.pages[0]?.total ?? null}
        hasNextPage={pages.hasNextPage}
        isFetchingNextPage={pages.isFetchingNextPage}
        isFetching={pages.isFetching}
        fetchNextPage={() => void pages.fetchNextPage()}
        nextPageError={pages.isFetchNextPageError ? errorMessage(pages.error) : null}
        sort={sort}
        onSort={(column) => changeView({ sort: nextSort(sort, column) })}
        readOnly={readOnly}
        selection={selection}
        onSelectionChange={setSelection}
        onEditCell={(row, column, value) =>
          primaryKey.length > 0 &&
          edits.editCell.mutate(
            { key: keyOf(row, primaryKey), column: column.name, value, before: row },
            { onError: (error) => toast.error(t('studio.grid.notSaved', { column: column.name, message: error.message })) },
          )
        }
        placeholder={placeholder}
      />
      {dialog?.kind === 'newRow' && (
        <NewRowDialog
          table={table}
          onInsert={async (values) => {
            await edits.insertRow.mutateAsync(values);
            toast.success(t('studio.grid.rowAdded'));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        type={detail.data?.deleteModalType ?? 'yesNo'}
        itemName={table.name}
        title={selection.size === 1 ? t('studio.grid.deleteTitleOne', { table: table.name }) : t('studio.grid.deleteTitle', { count: selection.size, table: table.name })}
        description={t('studio.grid.deleteText')}
        onConfirm={async () => {
          const keys = [...selection];
          try {
            await edits.deleteRows.mutateAsync(keys);
            setSelection(new Set());
            toast.success(keys.length === 1 ? t('studio.grid.deletedOne') : t('studio.grid.deleted', { count: keys.length }));
          } catch (error) {
            toast.error(errorMessage(error));
          }
        }}
      />
      {dialog?.kind === 'import' && imports && (
        <ImportDialog
          importsApi={imports.api}
          projectId={imports.projectId}
          tableName={table.name}
          importId={dialog.importId}
          onImportChange={(importId) => setDialog({ kind: 'import', importId })}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
