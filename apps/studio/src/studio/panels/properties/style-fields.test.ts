import { describe, expect, it } from 'vitest';
import { checkStyleNumber, readStyleValue, styleGroupIds, styleGroups, type StyleField } from './style-fields.ts';

const field = (key: string): StyleField => styleGroupIds.flatMap((group) => styleGroups[group]).find((candidate) => candidate.key === key)!;

describe('style fields', () => {
  it('offers the size, spacing, background, text, border and opacity properties once each', () => {
    const keys = styleGroupIds.flatMap((group) => styleGroups[group].map((candidate) => candidate.key));
    expect(keys).toEqual(['width', 'height', 'margin', 'padding', 'backgroundColor', 'color', 'fontSize', 'fontWeight', 'textAlign', 'borderRadius', 'borderWidth', 'borderColor', 'opacity']);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads px lengths from numbers and px strings, anything else as another value', () => {
    expect(readStyleValue(field('width'), 120)).toEqual({ value: 120, other: null });
    expect(readStyleValue(field('width'), '64px')).toEqual({ value: 64, other: null });
    expect(readStyleValue(field('margin'), '-8')).toEqual({ value: -8, other: null });
    expect(readStyleValue(field('width'), '50%')).toEqual({ value: null, other: '50%' });
    expect(readStyleValue(field('width'), undefined)).toEqual({ value: null, other: null });
  });

  it('reads hex colours in upper case, named colours as another value', () => {
    expect(readStyleValue(field('color'), '#abc')).toEqual({ value: '#AABBCC', other: null });
    expect(readStyleValue(field('backgroundColor'), 'red')).toEqual({ value: null, other: 'red' });
  });

  it('reads font weights as numbers, normal and bold included', () => {
    expect(readStyleValue(field('fontWeight'), '700')).toEqual({ value: 700, other: null });
    expect(readStyleValue(field('fontWeight'), 'bold')).toEqual({ value: 700, other: null });
    expect(readStyleValue(field('fontWeight'), 'normal')).toEqual({ value: 400, other: null });
    expect(readStyleValue(field('textAlign'), 'center')).toEqual({ value: 'center', other: null });
    expect(readStyleValue(field('textAlign'), 'start')).toEqual({ value: null, other: 'start' });
  });

  it('refuses negative sizes and opacity outside 0 to 1, allows negative margins', () => {
    expect(checkStyleNumber(field('width'), -1)).toEqual({ code: 'min', min: 0 });
    expect(checkStyleNumber(field('fontSize'), 0)).toEqual({ code: 'min', min: 1 });
    expect(checkStyleNumber(field('margin'), -12)).toBeNull();
    expect(checkStyleNumber(field('opacity'), 1.5)).toEqual({ code: 'max', max: 1 });
    expect(checkStyleNumber(field('opacity'), 0.4)).toBeNull();
  });
});
