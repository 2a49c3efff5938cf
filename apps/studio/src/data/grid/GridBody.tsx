import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button, Spinner } from '../../ui/index.ts';
import { keyLabel, keyOf } from '../rows/row-keys.ts';
import type { RowSort } from '../rows/row-query.ts';
import type { Row } from '../rows/rows-api.ts';
import { CellEditor } from './CellEditor.tsx';
import { GridHeader } from './GridHeader.tsx';
import { GridRow } from './GridRow.tsx';
import { GRID_ROW_HEIGHT, gridTemplateOf, rowWidthOf } from './grid-columns.ts';
import { gridKeyAction, type ActiveCell } from './grid-navigation.ts';
import type { RowColumn } from '../rows/row-table.ts';

/** Rows left below the view when the next page is asked for. */
const PREFETCH_ROWS = 30;

export interface GridBodyProps {
  tableName: string;
  columns: readonly RowColumn[];
  /** The columns naming rows, in key order; empty on a browse-only table without a key (rows are then named by position). */
  primaryKey: readonly string[];
  rows: readonly Row[];
  /** All rows counted (estimated or exact), for `aria-rowcount`; null when unknown. */
  total: number | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Any read of the rows under way (a reload too): no next page is asked for meanwhile, as it would cancel it. */
  isFetching: boolean;
  fetchNextPage: () => void;
  /** Why the last next-page request failed; paging then waits for the retry button. */
  nextPageError: string | null;
  sort: RowSort | null;
  onSort: (column: string) => void;
  readOnly: boolean;
  selection: ReadonlySet<string>;
  onSelectionChange: (next: ReadonlySet<string>) => void;
  onEditCell: (row: Row, column: RowColumn, value: unknown) => void;
  /** Shown under the header while there are no rows (loading, empty, error). */
  placeholder: ReactNode;
}

/**
 * The rows of a table as an ARIA grid, virtualised: only the rows in view (and a few around) are
 * in the DOM, so a million rows cost what a hundred do. The next page is fetched when the view
 * nears the end of the loaded rows. Arrows move between cells; Enter, F2 or a double click edit
 * one (not a column of the primary key nor a read-only column, and never when read-only).
 */
export function GridBody(props: GridBodyProps) {
  const { columns, rows, primaryKey, readOnly, hasNextPage, isFetchingNextPage, isFetching, fetchNextPage, nextPageError } = props;
  const t = useT();
  const baseId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<ActiveCell>({ row: 0, column: 0 });
  const [editing, setEditing] = useState<ActiveCell | null>(null);
  const selectable = !readOnly;
  const template = gridTemplateOf(columns, selectable);
  const width = rowWidthOf(columns, selectable);
  const loadingRow = hasNextPage ? 1 : 0;

  const virtualizer = useVirtualizer({
    count: rows.length + loadingRow,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => GRID_ROW_HEIGHT,
    getItemKey: (index) => (rows[index] ? rowKeyOf(rows[index], index) : `loading-${index}`),
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  /** A row's name in selections and the DOM: its key, or its position on a table without one. */
  function rowKeyOf(row: Row, index: number): string {
    return primaryKey.length === 0 ? `#${index}` : keyOf(row, primaryKey);
  }
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetching && nextPageError === null && lastIndex >= rows.length - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetching, nextPageError, lastIndex, rows.length, fetchNextPage]);

  const cellId = (row: number, column: number) => `${baseId}-cell-${row}-${column}`;
  const activeCell = rows.length > 0 ? { row: Math.min(active.row, rows.length - 1), column: Math.min(active.column, columns.length - 1) } : null;
  const isEditable = (column: number) => {
    const target = columns[column];
    return !readOnly && target !== undefined && !target.readOnly && !primaryKey.includes(target.name);
  };

  function moveTo(cell: ActiveCell) {
    setActive(cell);
    virtualizer.scrollToIndex(cell.row, { align: 'auto' });
    // The cell may be rendered only after the scroll; reveal its column on the next frame.
    requestAnimationFrame(() => document.getElementById(cellId(cell.row, cell.column))?.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  }

  function startEdit(cell: ActiveCell) {
    if (isEditable(cell.column)) setEditing(cell);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (editing || !activeCell || event.target !== scrollRef.current) return;
    const pageRows = Math.floor((scrollRef.current?.clientHeight ?? 0) / GRID_ROW_HEIGHT) - 1;
    const action = gridKeyAction(event.key, activeCell, { rows: rows.length, columns: columns.length, pageRows }, { ctrl: event.ctrlKey || event.metaKey });
    if (action.kind === 'none') return;
    event.preventDefault();
    if (action.kind === 'move') moveTo(action.to);
    else startEdit(activeCell);
  }

  function closeEditor() {
    setEditing(null);
    scrollRef.current?.focus({ preventScroll: true });
  }

  const editingRow = editing ? rows[editing.row] : undefined;
  const editingColumn = editing ? columns[editing.column] : undefined;

  return (
    <div
      ref={scrollRef}
      role="grid"
      tabIndex={0}
      aria-label={t('studio.grid.region', { table: props.tableName })}
      aria-rowcount={props.total === null ? -1 : props.total + 1}
      aria-colcount={columns.length + (selectable ? 1 : 0)}
      aria-activedescendant={activeCell && !editing ? cellId(activeCell.row, activeCell.column) : undefined}
      aria-readonly={readOnly || undefined}
      onKeyDown={onKeyDown}
      className="group relative min-h-0 flex-1 overflow-auto bg-white focus:outline-none"
      data-testid="data-grid"
    >
      <GridHeader
        columns={columns}
        template={template}
        width={width}
        primaryKey={primaryKey}
        sort={props.sort}
        onSort={props.onSort}
        selectable={selectable}
        rows={rows}
        selection={props.selection}
        onSelectionChange={props.onSelectionChange}
      />
      {rows.length === 0 && !hasNextPage ? (
        <div className="sticky left-0 w-full max-w-[100cqw]">{props.placeholder}</div>
      ) : (
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) {
              return (
                <div
                  key={item.key}
                  role="row"
                  aria-rowindex={item.index + 2}
                  style={{ position: 'absolute', top: 0, left: 0, width, height: GRID_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                  className="flex items-center gap-2 border-b border-slate-100 px-3 text-sm text-slate-500"
                  data-testid="grid-loading-row"
                >
                  {nextPageError !== null && !isFetchingNextPage ? (
                    <div role="gridcell" className="sticky left-3 flex items-center gap-3 text-red-700">
                      <span className="truncate">{nextPageError}</span>
                      <Button size="sm" variant="secondary" onClick={fetchNextPage}>
                        {t('common.retry')}
                      </Button>
                    </div>
                  ) : (
                    <div role="gridcell" className="sticky left-3 flex items-center gap-2">
                      <Spinner size="sm" />
                      {t('studio.grid.loadingRows')}
                    </div>
                  )}
                </div>
              );
            }
            const key = rowKeyOf(row, item.index);
            return (
              <GridRow
                key={item.key}
                row={row}
                rowKey={key}
                keyLabel={primaryKey.length === 0 ? key : keyLabel(key, primaryKey)}
                index={item.index}
                start={item.start}
                columns={columns}
                template={template}
                width={width}
                selectable={selectable}
                selected={props.selection.has(key)}
                activeColumn={activeCell?.row === item.index ? activeCell.column : null}
                cellId={cellId}
                onToggle={(checked) => {
                  const next = new Set(props.selection);
                  if (checked) next.add(key);
                  else next.delete(key);
                  props.onSelectionChange(next);
                }}
                onCellClick={(column) => {
                  setActive({ row: item.index, column });
                  scrollRef.current?.focus({ preventScroll: true });
                }}
                onCellDoubleClick={(column) => {
                  setActive({ row: item.index, column });
                  startEdit({ row: item.index, column });
                }}
                renderEditor={(column, cell) =>
                  editing && editing.row === item.index && editing.column === column && editingRow && editingColumn ? (
                    <CellEditor
                      key={`${key}-${editingColumn.id}`}
                      column={editingColumn}
                      value={editingRow[editingColumn.name]}
                      onSave={(value) => props.onEditCell(editingRow, editingColumn, value)}
                      onClose={closeEditor}
                    >
                      {cell}
                    </CellEditor>
                  ) : (
                    cell
                  )
                }
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
