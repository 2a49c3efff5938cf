import { expect, test } from 'vitest';
import { passedDragThreshold, toCanvasPoint } from './canvas-point.ts';

test('client positions become canvas pixels through the zoom', () => {
  const frame = { left: 100, top: 50, width: 720, height: 450 };
  expect(toCanvasPoint({ clientX: 460, clientY: 275 }, frame, 0.5)).toEqual({ x: 720, y: 450, inside: true });
  expect(toCanvasPoint({ clientX: 100, clientY: 50 }, frame, 2)).toEqual({ x: 0, y: 0, inside: true });
  expect(toCanvasPoint({ clientX: 99, clientY: 60 }, frame, 1).inside).toBe(false);
  expect(toCanvasPoint({ clientX: 820, clientY: 60 }, frame, 1).inside).toBe(false);
});

test('a press turns into a drag after 4 px', () => {
  expect(passedDragThreshold({ x: 0, y: 0 }, { x: 2, y: 2 })).toBe(false);
  expect(passedDragThreshold({ x: 0, y: 0 }, { x: 3, y: 3 })).toBe(true);
});
