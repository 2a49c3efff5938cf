import { expect, test } from 'vitest';
import { effectiveScale, fitScale, zoomIn, zoomOut, zoomPercent } from './zoom.ts';

test('fit scales the device into the stage, at most 100 %', () => {
  expect(fitScale({ width: 1440, height: 900 }, { width: 768, height: 548 })).toBeCloseTo(0.5);
  expect(fitScale({ width: 393, height: 852 }, { width: 2000, height: 2000 })).toBe(1);
  expect(fitScale({ width: 3840, height: 2160 }, { width: 200, height: 200 })).toBe(0.1);
  expect(fitScale({ width: 0, height: 0 }, { width: 100, height: 100 })).toBe(1);
});

test('zoom steps stay within 50–200 %', () => {
  expect(zoomIn(1)).toBe(1.1);
  expect(zoomIn(0.58)).toBe(0.67);
  expect(zoomIn(2)).toBeUndefined();
  expect(zoomOut(1)).toBe(0.9);
  expect(zoomOut(0.5)).toBeUndefined();
  expect(zoomOut(0.3)).toBeUndefined();
  expect(effectiveScale('fit', 0.42)).toBe(0.42);
  expect(effectiveScale(1.5, 0.42)).toBe(1.5);
  expect(zoomPercent(0.67)).toBe(67);
});
