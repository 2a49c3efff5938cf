import { Download, Plus, RefreshCw, Trash2, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button, IconButton } from '../../ui/index.ts';
import type { RowFilter } from '../rows/row-query.ts';
import { FilterBuilder } from './FilterBuilder.tsx';
import type { RowColumn } from '../rows/row-table.ts';

export interface GridToolbarProps {
  /** The table picker. */
  picker: ReactNode;
  columns: readonly RowColumn[];
  filters: readonly RowFilter[];
  onFilters: (filters: RowFilter[]) => void;
  count: ReactNode;
  readOnly: boolean;
  selected: number;
  refreshing: boolean;
  exporting: boolean;
  onRefresh: () => void;
  onExport: () => void;
  /** Absent where rows cannot be imported (a connected database's table). */
  onImport?: (() => void) | undefined;
  onAddRow: () => void;
  onDelete: () => void;
}

/** The grid's toolbar: table, filters, count, then refresh, export, and (for builders) import, add and delete. */
export function GridToolbar(props: GridToolbarProps) {
  const t = useT();
  return (
    <div role="toolbar" aria-label={t('studio.grid.table')} className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-4 py-2">
      {props.picker}
      <FilterBuilder columns={props.columns} filters={props.filters} onApply={props.onFilters} />
      {props.count}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <IconButton label={t('studio.grid.refresh')} icon={<RefreshCw className="size-4" />} loading={props.refreshing} onClick={props.onRefresh} />
        <Button size="sm" variant="secondary" loading={props.exporting} onClick={props.onExport}>
          <Download aria-hidden="true" className="size-4" />
          {t('studio.grid.exportCsv')}
        </Button>
        {!props.readOnly && (
          <>
            {props.onImport && (
              <Button size="sm" variant="secondary" onClick={props.onImport}>
                <Upload aria-hidden="true" className="size-4" />
                {t('studio.grid.import')}
              </Button>
            )}
            {props.selected > 0 && (
              <Button size="sm" variant="danger" onClick={props.onDelete}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('studio.grid.deleteSelected', { count: props.selected })}
              </Button>
            )}
            <Button size="sm" onClick={props.onAddRow}>
              <Plus aria-hidden="true" className="size-4" />
              {t('studio.grid.addRow')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
