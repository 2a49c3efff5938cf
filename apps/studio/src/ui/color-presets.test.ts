import { describe, expect, it } from 'vitest';
import { COLOR_PRESETS, isCompleteHex, normalizeHex, prefersDarkText, sameColor } from './color-presets.ts';

describe('colour presets (spec §9)', () => {
  it('are exactly 16 distinct #RRGGBB colours', () => {
    expect(COLOR_PRESETS).toHaveLength(16);
    expect(new Set(COLOR_PRESETS).size).toBe(16);
    for (const color of COLOR_PRESETS) expect(color).toMatch(/^#[0-9A-F]{6}$/);
  });
});

describe('normalizeHex', () => {
  it('accepts six or three hex digits, with or without #', () => {
    expect(normalizeHex('#6366f1')).toBe('#6366F1');
    expect(normalizeHex('6366F1')).toBe('#6366F1');
    expect(normalizeHex('#abc')).toBe('#AABBCC');
    expect(normalizeHex(' fff ')).toBe('#FFFFFF');
  });

  it('refuses anything else', () => {
    for (const bad of ['', '#', '#12345', '#1234567', 'red', '#ggg', 'rgb(0,0,0)']) expect(normalizeHex(bad)).toBeNull();
  });

  it('compares colours after normalising', () => {
    expect(sameColor('#fff', '#FFFFFF')).toBe(true);
    expect(sameColor('#fff', '#FFFFFE')).toBe(false);
    expect(sameColor(null, null)).toBe(false);
  });
});

describe('prefersDarkText', () => {
  it('picks dark marks on light colours and white on dark ones', () => {
    expect(['#FFFFFF', '#EAB308', '#84CC16'].map(prefersDarkText)).toEqual([true, true, true]);
    expect(['#000000', '#6366F1', '#EF4444', 'nonsense'].map(prefersDarkText)).toEqual([false, false, false, false]);
  });
});

describe('isCompleteHex', () => {
  it('takes six digits with or without #, never a prefix of them', () => {
    expect(isCompleteHex('#DC2626')).toBe(true);
    expect(isCompleteHex('dc2626')).toBe(true);
    expect(isCompleteHex('#DC2')).toBe(false);
    expect(isCompleteHex('#DC26')).toBe(false);
    expect(isCompleteHex('#DC26ZZ')).toBe(false);
  });
});
