/** The bounds and rounding of a number input. */
export interface NumberRules {
  min?: number;
  max?: number;
  step: number;
  precision: number;
}

/**
 * Whether `text` may stand in a number input while typing: digits, one leading minus, and a decimal
 * point followed by at most `precision` digits (none when `precision` is 0). Refuses e, E, spaces
 * and extra decimals (spec §5). Pure.
 */
export function isAcceptableNumberText(text: string, precision: number): boolean {
  const pattern = precision > 0 ? new RegExp(`^-?\\d*(\\.\\d{0,${Math.floor(precision)}})?$`) : /^-?\d*$/;
  return pattern.test(text);
}

/** The number `text` stands for, or `null` when it is empty or incomplete (`'-'`, `'.'`). Pure. */
export function parseNumberText(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** `value` rounded to `precision` decimals and clamped to `min`/`max` (what blur commits). Pure. */
export function commitNumber(value: number | null, rules: NumberRules): number | null {
  if (value === null) return null;
  const factor = 10 ** rules.precision;
  let next = Math.round(value * factor) / factor;
  if (rules.min !== undefined && next < rules.min) next = rules.min;
  if (rules.max !== undefined && next > rules.max) next = rules.max;
  return next;
}

/**
 * The value after an arrow key: up (`+1`) or down (`-1`) by `step`, or by 10 with Shift (spec §9),
 * from the current value (or from `min`, else 0, when empty), rounded and clamped. Pure.
 */
export function stepNumber(value: number | null, direction: 1 | -1, shift: boolean, rules: NumberRules): number {
  const base = value ?? rules.min ?? 0;
  const delta = (shift ? 10 : rules.step) * direction;
  return commitNumber(base + delta, rules) ?? base;
}

/** `value` as the input shows it: fixed to `precision` decimals; empty for `null`. Pure. */
export function formatNumber(value: number | null, precision: number): string {
  return value === null ? '' : value.toFixed(precision);
}
