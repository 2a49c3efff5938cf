import { describe, expect, it } from 'vitest';
import { isRowInView } from './row-in-view.ts';

describe('isRowInView', () => {
  const viewport = { scrollOffset: 280, viewportHeight: 280 };

  it('is true for a row wholly inside the viewport', () => {
    expect(isRowInView(viewport, 10, 28)).toBe(true);
    expect(isRowInView(viewport, 19, 28)).toBe(true);
  });

  it('is false for a row above, below or cut by an edge', () => {
    expect(isRowInView(viewport, 9, 28)).toBe(false);
    expect(isRowInView(viewport, 20, 28)).toBe(false);
    expect(isRowInView({ scrollOffset: 290, viewportHeight: 280 }, 10, 28)).toBe(false);
  });

  it('is false while the geometry is unknown', () => {
    expect(isRowInView({ scrollOffset: null, viewportHeight: 280 }, 0, 28)).toBe(false);
    expect(isRowInView({ scrollOffset: 0, viewportHeight: null }, 0, 28)).toBe(false);
    expect(isRowInView({ scrollOffset: 0, viewportHeight: 0 }, 0, 28)).toBe(false);
  });
});
