import { describe, expect, it } from 'vitest';
import { passedDragThreshold, resizedSize } from './resize-geometry.ts';

const start = { x: 10, y: 10, width: 100.4, height: 50 };

describe('resizedSize', () => {
  it('moves only the dimensions of the handle, in whole pixels', () => {
    expect(resizedSize('e', start, 20.2, 30)).toEqual({ width: 121 });
    expect(resizedSize('s', start, 20, 30)).toEqual({ height: 80 });
    expect(resizedSize('se', start, -10, -5)).toEqual({ width: 90, height: 45 });
  });

  it('never goes below the minimum size', () => {
    expect(resizedSize('se', start, -500, -500)).toEqual({ width: 8, height: 8 });
  });
});

describe('passedDragThreshold', () => {
  it('starts a drag only past 4 px', () => {
    expect(passedDragThreshold(4, 0)).toBe(false);
    expect(passedDragThreshold(3, 3)).toBe(true);
    expect(passedDragThreshold(0, -5)).toBe(true);
  });
});
