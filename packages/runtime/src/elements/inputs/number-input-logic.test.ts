import { describe, expect, it } from 'vitest';
import { commitNumber, formatNumber, isAcceptableNumberText, parseNumberText, stepNumber } from './number-input-logic.ts';

const rules = { step: 1, precision: 2, min: -5, max: 100 };

describe('number input logic', () => {
  it('accepts digits, a leading minus and decimals up to the precision', () => {
    for (const text of ['', '-', '12', '-3', '1.', '1.5', '1.25', '.5']) expect(isAcceptableNumberText(text, 2)).toBe(true);
    for (const text of ['1e3', '1E3', '1 2', '1.234', '1..2', '--1', '1-', 'abc', '1,5']) expect(isAcceptableNumberText(text, 2)).toBe(false);
    expect(isAcceptableNumberText('1.', 0)).toBe(false);
    expect(isAcceptableNumberText('12', 0)).toBe(true);
  });

  it('parses complete numbers only', () => {
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('-')).toBeNull();
    expect(parseNumberText('.')).toBeNull();
    expect(parseNumberText('-1.5')).toBe(-1.5);
    expect(parseNumberText('1.')).toBe(1);
  });

  it('rounds to the precision and clamps on commit', () => {
    expect(commitNumber(1.005, { ...rules, precision: 0 })).toBe(1);
    expect(commitNumber(3.14159, rules)).toBe(3.14);
    expect(commitNumber(500, rules)).toBe(100);
    expect(commitNumber(-10, rules)).toBe(-5);
    expect(commitNumber(null, rules)).toBeNull();
  });

  it('steps by step, or by 10 with Shift, within the bounds', () => {
    expect(stepNumber(5, 1, false, rules)).toBe(6);
    expect(stepNumber(5, -1, true, rules)).toBe(-5);
    expect(stepNumber(95, 1, true, rules)).toBe(100);
    expect(stepNumber(null, 1, false, rules)).toBe(-4);
    expect(stepNumber(0.1, 1, false, { step: 0.2, precision: 1 })).toBe(0.3);
    expect(stepNumber(null, -1, false, { step: 1, precision: 0 })).toBe(-1);
  });

  it('formats to the precision', () => {
    expect(formatNumber(3, 2)).toBe('3.00');
    expect(formatNumber(null, 2)).toBe('');
  });
});
