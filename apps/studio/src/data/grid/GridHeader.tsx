import { ArrowDown, ArrowUp, ArrowUpDown, KeyRound, Lock } from 'lucide-react';
import { useT } from '../../i18n/index.ts';
import { cx } from '../../ui/index.ts';
import { isNumericType, isSortableType } from '../rows/cell-values.ts';
import { keyOf } from '../rows/row-keys.ts';
import type { RowSort } from '../rows/row-query.ts';
import type { Row } from '../rows/rows-api.ts';
import type { RowColumn } from '../rows/row-table.ts';

export interface GridHeaderProps {
  columns: readonly RowColumn[];
  template: string;
  width: number;
  /** The key's columns (marked with a key), empty on a table without one. */
  primaryKey: readonly string[];
  sort: RowSort | null;
  onSort: (column: string) => void;
  selectable: boolean;
  rows: readonly Row[];
  selection: ReadonlySet<string>;
  onSelectionChange: (next: ReadonlySet<string>) => void;
}

/** The grid's header row, stuck to the top: a click on a column sorts by it (ascending, descending, none). */
export function GridHeader({ columns, template, width, primaryKey, sort, onSort, selectable, rows, selection, onSelectionChange }: GridHeaderProps) {
  const t = useT();
  const allSelected = rows.length > 0 && selection.size >= rows.length;
  return (
    <div role="rowgroup" className="sticky top-0 z-10" style={{ width }}>
      <div role="row" aria-rowindex={1} className="grid border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600" style={{ gridTemplateColumns: template }}>
        {selectable && (
          <div role="columnheader" className="flex h-9 items-center justify-center border-r border-slate-200">
            <input
              type="checkbox"
              className="size-4 accent-indigo-600"
              aria-label={t('studio.grid.selectAll')}
              checked={allSelected}
              ref={(node) => {
                if (node) node.indeterminate = selection.size > 0 && !allSelected;
              }}
              onChange={(event) => onSelectionChange(event.target.checked && primaryKey.length > 0 ? new Set(rows.map((row) => keyOf(row, primaryKey))) : new Set())}
            />
          </div>
        )}
        {columns.map((column) => {
          const direction = sort?.column === column.name ? sort.direction : null;
          const SortIcon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
          const label = (
            <>
              {primaryKey.includes(column.name) && <KeyRound aria-label={t('studio.grid.primaryKey')} className="size-3.5 shrink-0 text-amber-600" />}
              <span className="max-w-[75%] shrink-0 truncate">{column.name}</span>
              {column.required && !primaryKey.includes(column.name) && (
                <span aria-hidden="true" className="text-red-500">
                  *
                </span>
              )}
              <span className="min-w-0 truncate font-normal text-slate-400" title={column.typeLabel}>
                {column.typeLabel}
              </span>
              {column.readOnly && <Lock aria-label={t('studio.grid.readOnlyColumn')} className="size-3 shrink-0 text-slate-400" />}
            </>
          );
          return (
            <div
              key={column.id}
              role="columnheader"
              aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
              className="flex h-9 min-w-0 items-center border-r border-slate-200"
            >
              {isSortableType(column.type) ? (
                <button
                  type="button"
                  title={t('studio.grid.sortBy', { column: column.name })}
                  onClick={() => onSort(column.name)}
                  className={cx(
                    'flex h-full w-full min-w-0 items-center gap-1.5 px-3 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
                    isNumericType(column.type) && 'justify-end',
                  )}
                >
                  {label}
                  <SortIcon aria-hidden="true" className={cx('size-3.5 shrink-0', direction ? 'text-indigo-600' : 'text-slate-300')} />
                </button>
              ) : (
                <div className="flex min-w-0 items-center gap-1.5 px-3">{label}</div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
