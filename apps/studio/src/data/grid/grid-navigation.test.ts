import { describe, expect, it } from 'vitest';
import { gridKeyAction } from './grid-navigation.ts';

const size = { rows: 10, columns: 4, pageRows: 3 };
const at = { row: 5, column: 2 };

describe('grid keys', () => {
  it('moves one cell with the arrows, staying inside the loaded rows and the columns', () => {
    expect(gridKeyAction('ArrowUp', at, size)).toEqual({ kind: 'move', to: { row: 4, column: 2 } });
    expect(gridKeyAction('ArrowDown', at, size)).toEqual({ kind: 'move', to: { row: 6, column: 2 } });
    expect(gridKeyAction('ArrowLeft', at, size)).toEqual({ kind: 'move', to: { row: 5, column: 1 } });
    expect(gridKeyAction('ArrowRight', { row: 9, column: 3 }, size)).toEqual({ kind: 'move', to: { row: 9, column: 3 } });
    expect(gridKeyAction('ArrowUp', { row: 0, column: 0 }, size)).toEqual({ kind: 'move', to: { row: 0, column: 0 } });
  });

  it('jumps with Home, End, the page keys and Ctrl', () => {
    expect(gridKeyAction('Home', at, size)).toEqual({ kind: 'move', to: { row: 5, column: 0 } });
    expect(gridKeyAction('End', at, size)).toEqual({ kind: 'move', to: { row: 5, column: 3 } });
    expect(gridKeyAction('End', at, size, { ctrl: true })).toEqual({ kind: 'move', to: { row: 9, column: 2 } });
    expect(gridKeyAction('Home', at, size, { ctrl: true })).toEqual({ kind: 'move', to: { row: 0, column: 2 } });
    expect(gridKeyAction('PageDown', at, size)).toEqual({ kind: 'move', to: { row: 8, column: 2 } });
    expect(gridKeyAction('PageUp', at, { ...size, pageRows: 0 })).toEqual({ kind: 'move', to: { row: 4, column: 2 } });
  });

  it('edits on Enter and F2, ignores other keys and an empty grid', () => {
    expect(gridKeyAction('Enter', at, size)).toEqual({ kind: 'edit' });
    expect(gridKeyAction('F2', at, size)).toEqual({ kind: 'edit' });
    expect(gridKeyAction('a', at, size)).toEqual({ kind: 'none' });
    expect(gridKeyAction('ArrowDown', at, { ...size, rows: 0 })).toEqual({ kind: 'none' });
  });
});
