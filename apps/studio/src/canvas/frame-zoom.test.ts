import { describe, expect, it } from 'vitest';
import { frameZoom } from './frame-zoom.ts';

const framed = (drawnWidth: number, innerWidth: number) => ({ innerWidth, frameElement: { getBoundingClientRect: () => ({ width: drawnWidth }) } });

describe('frameZoom', () => {
  it("is the frame's drawn width over the window's width", () => {
    expect(frameZoom(framed(489.6, 1440))).toBeCloseTo(0.34);
    expect(frameZoom(framed(780, 390))).toBe(2);
    expect(frameZoom(framed(1024, 1024))).toBe(1);
  });

  it('is 1 when not framed, unreadable or not a sane zoom', () => {
    expect(frameZoom({ innerWidth: 1024, frameElement: null })).toBe(1);
    expect(frameZoom({ innerWidth: 1024, frameElement: { getBoundingClientRect: () => { throw new Error('cross-origin'); } } })).toBe(1);
    expect(frameZoom(framed(0, 1024))).toBe(1);
    expect(frameZoom(framed(100, 0))).toBe(1);
  });
});
