import { describe, expect, it } from 'vitest';
import { createMessageDeduper, deepEqual, DUPLICATE_MESSAGE_WINDOW_MS } from './message-deduper.ts';

function fakeClock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createMessageDeduper', () => {
  it('drops an identical message within 200 ms and accepts it after', () => {
    expect(DUPLICATE_MESSAGE_WINDOW_MS).toBe(200);
    const clock = fakeClock();
    const deduper = createMessageDeduper({ now: clock.now });
    expect(deduper.accept({ type: 'undo', screenId: 's' })).toBe(true);
    clock.advance(199);
    expect(deduper.accept({ type: 'undo', screenId: 's' })).toBe(false);
    clock.advance(1);
    expect(deduper.accept({ type: 'undo', screenId: 's' })).toBe(true);
  });

  it('compares deeply, ignoring key order, and lets different messages through', () => {
    const clock = fakeClock();
    const deduper = createMessageDeduper({ now: clock.now });
    expect(deduper.accept({ type: 'select', screenId: 's', nodeId: 'a' })).toBe(true);
    expect(deduper.accept({ nodeId: 'a', screenId: 's', type: 'select' })).toBe(false);
    expect(deduper.accept({ type: 'select', screenId: 's', nodeId: 'b' })).toBe(true);
    expect(deduper.accept({ type: 'remove', screenId: 's', nodeIds: ['a', 'b'] })).toBe(true);
    expect(deduper.accept({ type: 'remove', screenId: 's', nodeIds: ['b', 'a'] })).toBe(true);
  });

  it('drops only a repeat of the message just before: quick arrows back and forth all count', () => {
    const clock = fakeClock();
    const deduper = createMessageDeduper({ now: clock.now });
    const select = (nodeId: string) => ({ type: 'select', screenId: 's', nodeId });
    expect(deduper.accept(select('b'))).toBe(true);
    clock.advance(50);
    expect(deduper.accept(select('a'))).toBe(true);
    clock.advance(50);
    expect(deduper.accept(select('b'))).toBe(true);
    clock.advance(50);
    expect(deduper.accept(select('b'))).toBe(false);
  });

  it('counts the window from the accepted message, not from dropped repeats', () => {
    const clock = fakeClock();
    const deduper = createMessageDeduper({ now: clock.now });
    expect(deduper.accept({ type: 'redo' })).toBe(true);
    clock.advance(150);
    expect(deduper.accept({ type: 'redo' })).toBe(false);
    clock.advance(100);
    expect(deduper.accept({ type: 'redo' })).toBe(true);
  });
});

describe('deepEqual', () => {
  it('tells JSON values apart', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
  });
});
