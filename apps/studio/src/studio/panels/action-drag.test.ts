import { describe, expect, it } from 'vitest';
import { ACTION_DRAG_TYPE, isActionDrag, readActionDrag, writeActionDrag, type DragData } from './action-drag.ts';

function fakeTransfer(): DragData & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get types() {
      return [...data.keys()];
    },
    getData: (format) => data.get(format) ?? '',
    setData: (format, value) => void data.set(format, value),
    effectAllowed: 'all',
  };
}

describe('dragging an action', () => {
  it('carries the action as JSON under its own type, to be moved or copied', () => {
    const transfer = fakeTransfer();
    const action = { id: 'a1', type: 'showMessage', params: { text: 'Hi' } };
    writeActionDrag(transfer, action);
    expect(isActionDrag(transfer)).toBe(true);
    expect(transfer.effectAllowed).toBe('copyMove');
    expect(readActionDrag(transfer)).toEqual(action);
  });

  it('reads nothing from another drag or malformed data', () => {
    const transfer = fakeTransfer();
    expect(isActionDrag(transfer)).toBe(false);
    expect(readActionDrag(transfer)).toBeNull();
    transfer.setData(ACTION_DRAG_TYPE, '{not json');
    expect(readActionDrag(transfer)).toBeNull();
    transfer.setData(ACTION_DRAG_TYPE, JSON.stringify({ id: '', type: 'x', params: {} }));
    expect(readActionDrag(transfer)).toBeNull();
  });
});
