import { describe, expect, it } from 'vitest';
import { createFrameThrottle } from './frame-throttle.ts';

function fakeFrames() {
  const callbacks = new Map<number, () => void>();
  let next = 1;
  return {
    request: (callback: () => void) => {
      callbacks.set(next, callback);
      return next++;
    },
    cancel: (handle: number) => void callbacks.delete(handle),
    tick: () => {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback();
    },
    get waiting() {
      return callbacks.size;
    },
  };
}

describe('createFrameThrottle', () => {
  it('runs once per frame with the latest value', () => {
    const frames = fakeFrames();
    const seen: number[] = [];
    const throttle = createFrameThrottle((value: number) => seen.push(value), frames);
    throttle.schedule(1);
    throttle.schedule(2);
    throttle.schedule(3);
    expect(frames.waiting).toBe(1);
    frames.tick();
    frames.tick();
    expect(seen).toEqual([3]);
  });

  it('flushes the pending value now and cancels without running', () => {
    const frames = fakeFrames();
    const seen: number[] = [];
    const throttle = createFrameThrottle((value: number) => seen.push(value), frames);
    throttle.schedule(1);
    throttle.flush();
    expect(seen).toEqual([1]);
    expect(frames.waiting).toBe(0);
    throttle.schedule(2);
    throttle.cancel();
    frames.tick();
    throttle.flush();
    expect(seen).toEqual([1]);
  });
});
