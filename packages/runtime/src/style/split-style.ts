import type { NativeStyle } from './to-native-style.ts';

/** The style keys that belong on a `Text` rather than on the box around it. */
export const textStyleKeys: readonly string[] = ['color', 'fontSize', 'fontWeight', 'textAlign'];

/**
 * The style keys that belong on an input's control (the box you type in) rather than on the field
 * around it (caption and control): its text, fill, border and inner spacing.
 */
export const controlStyleKeys: readonly string[] = [
  ...textStyleKeys,
  'backgroundColor',
  'borderColor',
  'borderWidth',
  'borderRadius',
  'padding',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'paddingHorizontal',
  'paddingVertical',
];

/**
 * Splits a native style in two: the entries whose key is in `keys`, and the rest. Used where an
 * element's style is shared between an outer box and an inner part, such as a button's caption
 * `Text` (`textStyleKeys`) or an input's control (`controlStyleKeys`). Pure.
 *
 * @example
 * splitStyle({ padding: 8, color: '#fff' }, textStyleKeys) // → [{ color: '#fff' }, { padding: 8 }]
 */
export function splitStyle(style: NativeStyle, keys: readonly string[]): [picked: NativeStyle, rest: NativeStyle] {
  const picked: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(style)) {
    if (keys.includes(key)) picked[key] = value;
    else rest[key] = value;
  }
  return [picked as NativeStyle, rest as NativeStyle];
}
