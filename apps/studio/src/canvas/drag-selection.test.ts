import { describe, expect, it } from 'vitest';
import { selectionForDrag } from './drag-selection.ts';

describe('selectionForDrag', () => {
  it('selects the dragged element unless it is already the only selected one', () => {
    expect(selectionForDrag('s1', [], 'btn')).toEqual({ type: 'select', screenId: 's1', nodeId: 'btn' });
    expect(selectionForDrag('s1', ['lbl'], 'btn')).toEqual({ type: 'select', screenId: 's1', nodeId: 'btn' });
    expect(selectionForDrag('s1', ['lbl', 'btn'], 'btn')).toEqual({ type: 'select', screenId: 's1', nodeId: 'btn' });
    expect(selectionForDrag('s1', ['btn'], 'btn')).toBeNull();
  });
});
