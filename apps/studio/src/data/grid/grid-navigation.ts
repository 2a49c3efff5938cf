/** The cell the keyboard is on: a row of the loaded rows and a column of the shown columns. */
export interface ActiveCell {
  row: number;
  column: number;
}

/** What a key does to the grid when no cell is being edited. */
export type GridKeyAction = { kind: 'move'; to: ActiveCell } | { kind: 'edit' } | { kind: 'none' };

/**
 * The grid's keys outside an editor: arrows move one cell, Home and End to the row's ends,
 * PageUp and PageDown by a screenful (`pageRows`), Ctrl+Home and Ctrl+End to the first and last
 * loaded row; Enter and F2 edit. Pure: the caller scrolls and focuses.
 */
export function gridKeyAction(
  key: string,
  active: ActiveCell,
  size: { rows: number; columns: number; pageRows: number },
  modifiers: { ctrl: boolean } = { ctrl: false },
): GridKeyAction {
  if (size.rows === 0 || size.columns === 0) return { kind: 'none' };
  const clampRow = (row: number) => Math.min(size.rows - 1, Math.max(0, row));
  const clampColumn = (column: number) => Math.min(size.columns - 1, Math.max(0, column));
  const move = (row: number, column: number): GridKeyAction => ({ kind: 'move', to: { row: clampRow(row), column: clampColumn(column) } });
  switch (key) {
    case 'ArrowUp':
      return move(active.row - 1, active.column);
    case 'ArrowDown':
      return move(active.row + 1, active.column);
    case 'ArrowLeft':
      return move(active.row, active.column - 1);
    case 'ArrowRight':
      return move(active.row, active.column + 1);
    case 'Home':
      return modifiers.ctrl ? move(0, active.column) : move(active.row, 0);
    case 'End':
      return modifiers.ctrl ? move(size.rows - 1, active.column) : move(active.row, size.columns - 1);
    case 'PageUp':
      return move(active.row - Math.max(1, size.pageRows), active.column);
    case 'PageDown':
      return move(active.row + Math.max(1, size.pageRows), active.column);
    case 'Enter':
    case 'F2':
      return { kind: 'edit' };
    default:
      return { kind: 'none' };
  }
}
