import type { ColumnTypeName } from '@tessera/model/data';
import type { RowColumn } from '../rows/row-table.ts';

/** Height of one grid row in pixels (the virtualiser's fixed size). */
export const GRID_ROW_HEIGHT = 36;
/** Width of the row-selection column. */
export const SELECT_COLUMN_WIDTH = 44;

const widths: Record<ColumnTypeName, number> = {
  text: 200,
  longText: 280,
  integer: 140,
  decimal: 140,
  boolean: 120,
  date: 140,
  dateTime: 200,
  uuid: 310,
  json: 260,
  enum: 160,
  file: 220,
};

/** The width of a column's cells, by its type. */
export function columnWidth(column: Pick<RowColumn, 'type'>): number {
  return widths[column.type];
}

/** The CSS grid template of a row: the selection column (when editable) then each column's width. */
export function gridTemplateOf(columns: readonly Pick<RowColumn, 'type'>[], selectable: boolean): string {
  return [...(selectable ? [`${SELECT_COLUMN_WIDTH}px`] : []), ...columns.map((column) => `${columnWidth(column)}px`)].join(' ');
}

/** The whole width of a row in pixels. */
export function rowWidthOf(columns: readonly Pick<RowColumn, 'type'>[], selectable: boolean): number {
  return columns.reduce((sum, column) => sum + columnWidth(column), selectable ? SELECT_COLUMN_WIDTH : 0);
}
