/**
 * The number input's rules (spec §5 and §9) as pure functions: what may be typed, how a value is
 * rounded and clamped, and how the arrow keys step. `NumberInput` uses only these.
 */

/** Spec §9: Shift + ArrowUp/ArrowDown steps by 10. */
export const SHIFT_STEP = 10;
/** Without a configured step, the arrow keys step by 1. */
export const DEFAULT_STEP = 1;

/** The limits of one number input. `precision` is the number of decimals kept (none: any). */
export interface NumberRules {
  min?: number | undefined;
  max?: number | undefined;
  step?: number | undefined;
  precision?: number | undefined;
}

/** The text of the input and its selection when a key is pressed or text is pasted. */
export interface DraftState {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Decimal digits written in a number's plain notation (`0.25` → 2, `3` → 0). */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) {
    const mantissa = text.slice(0, exponent.index);
    return Number(exponent[1]) + (mantissa.split('.')[1]?.length ?? 0);
  }
  return text.split('.')[1]?.length ?? 0;
}

/**
 * `value` rounded to `precision` decimals, half away from zero, without binary surprises
 * (`1.005` → `1.01`); unchanged when no precision is given.
 */
export function roundToPrecision(value: number, precision?: number): number {
  if (precision === undefined || !Number.isFinite(value)) return value;
  const digits = Math.max(0, Math.floor(precision));
  const magnitude = Math.abs(value);
  // Shifting through the decimal string (not `* 10 ** digits`) keeps 1.005 at 1.005.
  const shifted = Math.round(Number(`${magnitude}e${digits}`));
  const rounded = Number(`${shifted}e-${digits}`);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** `value` held inside `[min, max]` (either bound may be absent). */
export function clamp(value: number, min?: number, max?: number): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/**
 * A value that obeys every rule: clamped, then rounded; when rounding pushed it past a bound
 * (min 0.125 with precision 2), it moves one unit of precision back inside.
 */
export function normalizeNumber(value: number, rules: NumberRules): number {
  const { min, max, precision } = rules;
  let result = roundToPrecision(clamp(value, min, max), precision);
  if (precision !== undefined) {
    const unit = 10 ** -Math.max(0, Math.floor(precision));
    if (max !== undefined && result > max) result = roundToPrecision(result - unit, precision);
    if (min !== undefined && result < min) result = roundToPrecision(result + unit, precision);
  }
  return result;
}

/** Whether a negative number may be typed at all: only when the minimum allows one. */
function allowsNegative(rules: NumberRules): boolean {
  return rules.min === undefined || rules.min < 0;
}

/**
 * Whether `text` is something a user may have in the box while typing: digits, at most one
 * decimal point (none when the precision is 0) with at most `precision` decimals after it, and a
 * leading minus when negatives are allowed. Partial numbers (`''`, `'-'`, `'.'`, `'3.'`) pass;
 * letters (`e`, `E`), spaces and a second point do not.
 */
export function isValidDraft(text: string, rules: NumberRules): boolean {
  const match = /^(-?)(\d*)(?:(\.)(\d*))?$/.exec(text);
  if (!match) return false;
  const [, minus, , point, decimals = ''] = match;
  if (minus && !allowsNegative(rules)) return false;
  if (point && rules.precision !== undefined && rules.precision <= 0) return false;
  if (rules.precision !== undefined && decimals.length > rules.precision) return false;
  return true;
}

/** The text the box would hold after `inserted` replaces the selection. */
export function insertIntoDraft(state: DraftState, inserted: string): string {
  const start = Math.max(0, Math.min(state.selectionStart, state.selectionEnd));
  const end = Math.min(state.value.length, Math.max(state.selectionStart, state.selectionEnd));
  return state.value.slice(0, start) + inserted + state.value.slice(end);
}

/** The answer of the typing filter. */
export type InputDecision = 'allow' | 'deny';

/**
 * The keydown filter: `deny` for a printable key whose character would make the text invalid
 * (e, E, space, a letter, a second point, a decimal past the precision, a misplaced minus).
 * Editing and navigation keys (Backspace, arrows, Tab...) and shortcuts (Ctrl/⌘ + key) are
 * allowed; the arrow keys' stepping is {@link stepKey}'s business.
 */
export function keyDecision(
  key: string,
  state: DraftState,
  rules: NumberRules,
  modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {},
): InputDecision {
  if (modifiers.ctrlKey || modifiers.metaKey || modifiers.altKey) return 'allow';
  // Named keys ('Backspace', 'ArrowLeft', 'Tab', 'Enter'...) are longer than one character.
  if ([...key].length !== 1) return 'allow';
  return insertionDecision(key, state, rules);
}

/** The filter for inserted text (a paste, a drop, an input method): `allow` only when the result stays valid. */
export function insertionDecision(inserted: string, state: DraftState, rules: NumberRules): InputDecision {
  return isValidDraft(insertIntoDraft(state, inserted), rules) ? 'allow' : 'deny';
}

/** The number a draft stands for, or `null` for an empty or unfinished one (`''`, `'-'`, `'.'`). */
export function parseDraft(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** What leaving the box makes of a draft: `null` when empty, else the rounded and clamped number. */
export function commitDraft(text: string, rules: NumberRules): number | null {
  const value = parseDraft(text.trim());
  return value === null ? null : normalizeNumber(value, rules);
}

/** The text shown for a value: empty for `null`, with exactly `precision` decimals when one is set. */
export function formatNumber(value: number | null, precision?: number): string {
  if (value === null || !Number.isFinite(value)) return '';
  if (precision === undefined) return String(value);
  return roundToPrecision(value, precision).toFixed(Math.max(0, Math.floor(precision)));
}

/**
 * The value after one arrow press: `direction` +1 (up) or −1 (down) times the step (the
 * configured step or 1; {@link SHIFT_STEP} with Shift), rounded and kept within min and max.
 * An empty box starts from 0 (or the nearest bound).
 */
export function stepValue(current: number | null, direction: 1 | -1, rules: NumberRules, shiftKey = false): number {
  const step = shiftKey ? SHIFT_STEP : (rules.step ?? DEFAULT_STEP);
  const base = current ?? clamp(0, rules.min, rules.max);
  const precision = rules.precision ?? Math.max(decimalsOf(base), decimalsOf(step));
  // Rounding to the decimals involved drops float noise (0.1 + 0.2 → 0.3).
  const next = roundToPrecision(base + direction * step, precision);
  return normalizeNumber(next, { ...rules, precision });
}

/** The step direction of a key: +1 for ArrowUp, −1 for ArrowDown, `null` for any other key. */
export function stepKey(key: string): 1 | -1 | null {
  if (key === 'ArrowUp') return 1;
  if (key === 'ArrowDown') return -1;
  return null;
}
