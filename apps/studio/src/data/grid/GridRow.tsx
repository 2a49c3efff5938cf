import { Fragment, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { cx } from '../../ui/index.ts';
import { displayTextOf, isNumericType } from '../rows/cell-values.ts';
import type { Row } from '../rows/rows-api.ts';
import { GRID_ROW_HEIGHT } from './grid-columns.ts';
import type { RowColumn } from '../rows/row-table.ts';

export interface GridRowProps {
  row: Row;
  rowKey: string;
  /** The row's key as people read it (`A, 2` for a key of several columns), in its checkbox's label. */
  keyLabel: string;
  index: number;
  /** Its offset from the top of the body (the virtualiser's). */
  start: number;
  columns: readonly RowColumn[];
  template: string;
  width: number;
  selectable: boolean;
  selected: boolean;
  /** The keyboard's column in this row, or null when the active cell is elsewhere. */
  activeColumn: number | null;
  cellId: (row: number, column: number) => string;
  onToggle: (checked: boolean) => void;
  onCellClick: (column: number) => void;
  onCellDoubleClick: (column: number) => void;
  /** Wraps a cell in its editor while it is edited. */
  renderEditor: (column: number, cell: ReactNode) => ReactNode;
}

/** One row of the grid, placed by the virtualiser. */
export function GridRow({ row, rowKey, keyLabel, index, start, columns, template, width, selectable, selected, activeColumn, cellId, onToggle, onCellClick, onCellDoubleClick, renderEditor }: GridRowProps) {
  const t = useT();
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
      data-row-key={rowKey}
      style={{ position: 'absolute', top: 0, left: 0, width, height: GRID_ROW_HEIGHT, transform: `translateY(${start}px)`, gridTemplateColumns: template }}
      className={cx('grid border-b border-slate-100 text-sm', selected ? 'bg-indigo-50' : 'bg-white hover:bg-slate-50')}
    >
      {selectable && (
        <div role="gridcell" className="flex items-center justify-center border-r border-slate-100">
          <input
            type="checkbox"
            className="size-4 accent-indigo-600"
            aria-label={t('studio.grid.selectRow', { key: keyLabel })}
            checked={selected}
            onChange={(event) => onToggle(event.target.checked)}
          />
        </div>
      )}
      {columns.map((column, columnIndex) => {
        const text = displayTextOf(column.type, row[column.name]);
        const cell = (
          <div
            id={cellId(index, columnIndex)}
            role="gridcell"
            data-column={column.name}
            onClick={() => onCellClick(columnIndex)}
            onDoubleClick={() => onCellDoubleClick(columnIndex)}
            className={cx(
              'flex min-w-0 items-center border-r border-slate-100 px-3 select-none',
              isNumericType(column.type) && 'justify-end tabular-nums',
              activeColumn === columnIndex && '-outline-offset-2 outline-indigo-500 group-focus:outline-2',
            )}
          >
            {text === null ? <span className="text-xs text-slate-400 italic">{t('studio.grid.nullValue')}</span> : <span className="truncate">{text}</span>}
          </div>
        );
        return <Fragment key={column.id}>{renderEditor(columnIndex, cell)}</Fragment>;
      })}
    </div>
  );
}
