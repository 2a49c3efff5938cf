import { describe, expect, it } from 'vitest';
import {
  clamp,
  commitDraft,
  decimalsOf,
  formatNumber,
  insertionDecision,
  insertIntoDraft,
  isValidDraft,
  keyDecision,
  normalizeNumber,
  parseDraft,
  roundToPrecision,
  SHIFT_STEP,
  stepKey,
  stepValue,
  type DraftState,
} from './number-input-rules.ts';

/** A caret at the end of `value` (nothing selected). */
const at = (value: string, caret = value.length): DraftState => ({ value, selectionStart: caret, selectionEnd: caret });

describe('roundToPrecision (spec §5: rounds to the given precision)', () => {
  it('rounds half away from zero', () => {
    expect(roundToPrecision(1.25, 1)).toBe(1.3);
    expect(roundToPrecision(-1.25, 1)).toBe(-1.3);
    expect(roundToPrecision(2.5, 0)).toBe(3);
    expect(roundToPrecision(-2.5, 0)).toBe(-3);
  });

  it('has no binary floating-point surprises', () => {
    expect(roundToPrecision(1.005, 2)).toBe(1.01);
    expect(roundToPrecision(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundToPrecision(1.45, 1)).toBe(1.5);
  });

  it('leaves the value alone without a precision, and never returns -0', () => {
    expect(roundToPrecision(3.14159)).toBe(3.14159);
    expect(Object.is(roundToPrecision(-0.001, 2), 0)).toBe(true);
  });

  it('handles precision 0 and large precisions', () => {
    expect(roundToPrecision(12.7, 0)).toBe(13);
    expect(roundToPrecision(0.123456789, 6)).toBe(0.123457);
  });
});

describe('decimalsOf', () => {
  it('counts decimals, including exponent notation', () => {
    expect([decimalsOf(3), decimalsOf(0.25), decimalsOf(1e-7), decimalsOf(1.5e-7), decimalsOf(Number.NaN)]).toEqual([0, 2, 7, 8, 0]);
  });
});

describe('clamp and normalizeNumber (spec §5: clamps to min and max on blur)', () => {
  it('holds values within the bounds, either of which may be missing', () => {
    expect(clamp(5, 0, 10)).toBe(5);
    expect(clamp(-1, 0, 10)).toBe(0);
    expect(clamp(11, 0, 10)).toBe(10);
    expect(clamp(-100, undefined, 10)).toBe(-100);
    expect(clamp(100, 0)).toBe(100);
  });

  it('clamps then rounds', () => {
    expect(normalizeNumber(12.345, { max: 10, precision: 1 })).toBe(10);
    expect(normalizeNumber(3.14159, { min: 0, max: 10, precision: 2 })).toBe(3.14);
  });

  it('keeps a rounded bound inside the range', () => {
    expect(normalizeNumber(1, { max: 0.125, precision: 2 })).toBe(0.12);
    expect(normalizeNumber(0, { min: 0.125, precision: 2 })).toBe(0.13);
  });
});

describe('isValidDraft and the typing filter (spec §5: blocks e, E, space and extra decimals)', () => {
  const rules = { precision: 2 };

  it('blocks e, E and space anywhere', () => {
    for (const key of ['e', 'E', ' ']) {
      expect(keyDecision(key, at('12'), rules)).toBe('deny');
      expect(keyDecision(key, at('12', 0), rules)).toBe('deny');
      expect(keyDecision(key, at(''), {})).toBe('deny');
    }
  });

  it('blocks other letters and symbols too', () => {
    for (const key of ['a', 'x', '+', ',', '*', 'ş']) expect(keyDecision(key, at('1'), {})).toBe('deny');
  });

  it('allows digits and one decimal point', () => {
    expect(keyDecision('7', at('12'), rules)).toBe('allow');
    expect(keyDecision('.', at('12'), rules)).toBe('allow');
    expect(keyDecision('.', at('1.2'), rules)).toBe('deny');
    expect(keyDecision('.', at(''), rules)).toBe('allow');
  });

  it('blocks a decimal beyond the precision, judged at the caret', () => {
    expect(keyDecision('5', at('1.25'), rules)).toBe('deny');
    expect(keyDecision('5', at('1.2'), rules)).toBe('allow');
    // The caret before the point: the integer part may still grow.
    expect(keyDecision('5', at('1.25', 1), rules)).toBe('allow');
    // Typing over a selected decimal replaces it.
    expect(keyDecision('9', { value: '1.25', selectionStart: 3, selectionEnd: 4 }, rules)).toBe('allow');
  });

  it('blocks any decimal point when the precision is 0', () => {
    expect(keyDecision('.', at('12'), { precision: 0 })).toBe('deny');
    expect(keyDecision('3', at('12'), { precision: 0 })).toBe('allow');
  });

  it('allows any number of decimals without a precision', () => {
    expect(keyDecision('9', at('0.12345678'), {})).toBe('allow');
  });

  it('allows a minus only first, once, and only when the minimum allows negatives', () => {
    expect(keyDecision('-', at('', 0), {})).toBe('allow');
    expect(keyDecision('-', at('12', 0), {})).toBe('allow');
    expect(keyDecision('-', at('12', 1), {})).toBe('deny');
    expect(keyDecision('-', at('-12', 0), {})).toBe('deny');
    expect(keyDecision('-', at('', 0), { min: 0 })).toBe('deny');
    expect(keyDecision('-', at('', 0), { min: -5 })).toBe('allow');
  });

  it('lets editing keys, navigation and shortcuts through', () => {
    for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Tab', 'Enter', 'Escape']) {
      expect(keyDecision(key, at('1.25'), rules)).toBe('allow');
    }
    expect(keyDecision('a', at('1.25'), rules, { ctrlKey: true })).toBe('allow');
    expect(keyDecision('v', at('1.25'), rules, { metaKey: true })).toBe('allow');
  });

  it('accepts unfinished numbers while typing', () => {
    for (const draft of ['', '-', '.', '-.', '3.', '-0.5', '007']) expect(isValidDraft(draft, {})).toBe(true);
    for (const draft of ['1e5', '1 000', '1.2.3', '--1', '1-', '0x10', 'Infinity']) expect(isValidDraft(draft, {})).toBe(false);
  });

  it('filters pasted text the same way', () => {
    expect(insertionDecision('3.14', at(''), rules)).toBe('allow');
    expect(insertionDecision('3.141', at(''), rules)).toBe('deny');
    expect(insertionDecision('1e3', at(''), {})).toBe('deny');
    expect(insertionDecision('42', { value: '1.00', selectionStart: 0, selectionEnd: 4 }, rules)).toBe('allow');
  });

  it('replaces the selection when inserting, whichever way it was made', () => {
    expect(insertIntoDraft({ value: 'abcd', selectionStart: 1, selectionEnd: 3 }, 'X')).toBe('aXd');
    expect(insertIntoDraft({ value: 'abcd', selectionStart: 3, selectionEnd: 1 }, 'X')).toBe('aXd');
    expect(insertIntoDraft({ value: 'ab', selectionStart: 9, selectionEnd: 9 }, 'X')).toBe('abX');
  });
});

describe('parseDraft, commitDraft and formatNumber', () => {
  it('reads finished numbers and nothing else', () => {
    expect([parseDraft(''), parseDraft('-'), parseDraft('.'), parseDraft('3.'), parseDraft('-0.5')]).toEqual([null, null, null, 3, -0.5]);
  });

  it('rounds and clamps when leaving the box, and keeps empty as null', () => {
    expect(commitDraft('', { min: 1 })).toBeNull();
    expect(commitDraft('-', {})).toBeNull();
    expect(commitDraft('150', { min: 0, max: 100 })).toBe(100);
    expect(commitDraft('-3', { min: 0, max: 100 })).toBe(0);
    expect(commitDraft('2.345', { precision: 2 })).toBe(2.35);
    expect(commitDraft('3.', {})).toBe(3);
  });

  it('shows exactly the precision\'s decimals', () => {
    expect(formatNumber(2.5, 2)).toBe('2.50');
    expect(formatNumber(2, 0)).toBe('2');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(null, 2)).toBe('');
  });
});

describe('stepValue (spec §5: arrows step by 1 or the step, 10 with Shift)', () => {
  it('steps by 1 by default', () => {
    expect(stepValue(5, 1, {})).toBe(6);
    expect(stepValue(5, -1, {})).toBe(4);
  });

  it('steps by the configured step', () => {
    expect(stepValue(5, 1, { step: 5 })).toBe(10);
    expect(stepValue(1, -1, { step: 0.25 })).toBe(0.75);
  });

  it('steps by 10 with Shift, whatever the configured step', () => {
    expect(SHIFT_STEP).toBe(10);
    expect(stepValue(5, 1, {}, true)).toBe(15);
    expect(stepValue(5, -1, { step: 0.5 }, true)).toBe(-5);
  });

  it('respects min and max', () => {
    expect(stepValue(95, 1, { max: 100 }, true)).toBe(100);
    expect(stepValue(100, 1, { max: 100 })).toBe(100);
    expect(stepValue(3, -1, { min: 0 }, true)).toBe(0);
  });

  it('drops float noise and honours the precision', () => {
    expect(stepValue(0.1, 1, { step: 0.2 })).toBe(0.3);
    expect(stepValue(1.23, 1, { step: 0.1, precision: 1 })).toBe(1.3);
  });

  it('starts an empty box from 0, or from the nearest bound', () => {
    expect(stepValue(null, 1, {})).toBe(1);
    expect(stepValue(null, 1, { min: 5 })).toBe(6);
    expect(stepValue(null, -1, { max: -5 })).toBe(-6);
  });

  it('knows which keys step', () => {
    expect([stepKey('ArrowUp'), stepKey('ArrowDown'), stepKey('ArrowLeft'), stepKey('PageUp')]).toEqual([1, -1, null, null]);
  });
});
