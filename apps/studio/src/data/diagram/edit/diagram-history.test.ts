import { describe, expect, test } from 'vitest';
import { DIAGRAM_HISTORY_LIMIT, emptyHistory, markLostData, recordEntry, takeRedo, takeUndo, undoAvailability, type DiagramHistoryEntry } from './diagram-history.ts';

const entry = (id: number, op: 'moveTable' | 'dropColumn' = 'moveTable'): DiagramHistoryEntry => ({
  id,
  ops: op === 'moveTable' ? [{ op, tableId: 't', position: { x: id, y: 0 } }] : [{ op, tableId: 't', columnId: 'c' }],
  inverse: [{ op: 'moveTable', tableId: 't', position: { x: 0, y: 0 } }],
  lostData: false,
});

describe('diagram history', () => {
  test('undo then redo walk the entries; a new entry clears redo', () => {
    let history = recordEntry(recordEntry(emptyHistory, entry(1)), entry(2));
    const undone = takeUndo(history)!;
    expect(undone.entry.id).toBe(2);
    history = undone.history;
    expect(history.past.map((e) => e.id)).toEqual([1]);
    const redone = takeRedo(history)!;
    expect(redone.entry.id).toBe(2);
    expect(redone.history.past.map((e) => e.id)).toEqual([1, 2]);
    history = recordEntry(takeUndo(redone.history)!.history, entry(3));
    expect(history.future).toEqual([]);
    expect(takeRedo(history)).toBeUndefined();
    expect(takeUndo(emptyHistory)).toBeUndefined();
  });

  test('keeps at most 51 entries, dropping the oldest', () => {
    let history = emptyHistory;
    for (let id = 1; id <= DIAGRAM_HISTORY_LIMIT + 5; id += 1) history = recordEntry(history, entry(id));
    expect(DIAGRAM_HISTORY_LIMIT).toBe(51);
    expect(history.past).toHaveLength(51);
    expect(history.past[0]!.id).toBe(6);
    let undos = 0;
    for (let taken = takeUndo(history); taken; taken = takeUndo(taken.history)) undos += 1;
    expect(undos).toBe(51);
  });

  test('a drop asks before its undo; a drop that lost values cannot be undone', () => {
    let history = recordEntry(emptyHistory, entry(1));
    expect(undoAvailability(emptyHistory)).toBe('none');
    expect(undoAvailability(history)).toBe('ready');
    history = recordEntry(history, entry(2, 'dropColumn'));
    expect(undoAvailability(history)).toBe('asks');
    history = markLostData(history, 2);
    expect(undoAvailability(history)).toBe('lostData');
    expect(takeUndo(history)).toBeUndefined();
    expect(markLostData(history, 99)).toEqual(history);
  });
});
