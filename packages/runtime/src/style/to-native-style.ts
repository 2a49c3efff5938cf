import type { ElementStyle } from '@tessera/model/definition';
import type { DimensionValue, TextStyle } from 'react-native';

/** A React Native style object made from an element's `style` record (see `toNativeStyle`). */
export type NativeStyle = TextStyle;

type Parse = (value: string | number) => NativeStyle[keyof NativeStyle] | undefined;

const PX = /^(-?\d+(?:\.\d+)?)(?:px)?$/;
const PERCENT = /^-?\d+(?:\.\d+)?%$/;
const COLOR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/-]+\)|[a-z]+)$/i;

/** A number or `'12px'` / `'12'` as pixels; `undefined` for anything else. */
function pixels(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const match = PX.exec(value.trim());
  return match ? Number(match[1]) : undefined;
}

function nonNegativePixels(value: string | number): number | undefined {
  const px = pixels(value);
  return px !== undefined && px >= 0 ? px : undefined;
}

/** Pixels, or a percentage kept as a string (`'50%'`); negatives allowed when `signed`. */
function length(signed: boolean, auto: boolean): Parse {
  return (value) => {
    if (typeof value === 'string') {
      const text = value.trim();
      if (PERCENT.test(text)) return signed || !text.startsWith('-') ? (text as `${number}%`) : undefined;
      if (auto && text === 'auto') return 'auto' satisfies DimensionValue;
    }
    return signed ? pixels(value) : nonNegativePixels(value);
  };
}

function color(value: string | number): string | undefined {
  return typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : undefined;
}

function unitNumber(min: number, max: number): Parse {
  return (value) => {
    const number = typeof value === 'number' ? value : Number(value.trim() === '' ? NaN : value);
    return Number.isFinite(number) && number >= min && number <= max ? number : undefined;
  };
}

/** One of `allowed`; CSS's `start`/`end` read as React Native's `flex-start`/`flex-end`. */
function keyword(...allowed: string[]): Parse {
  return (value) => {
    if (typeof value !== 'string') return undefined;
    const text = value.trim();
    const mapped = text === 'start' ? 'flex-start' : text === 'end' ? 'flex-end' : text;
    return allowed.includes(mapped) ? (mapped as NativeStyle[keyof NativeStyle]) : undefined;
  };
}

const FONT_WEIGHTS = ['normal', 'bold', '100', '200', '300', '400', '500', '600', '700', '800', '900'];

function fontWeight(value: string | number): NativeStyle['fontWeight'] {
  const text = String(value).trim();
  return FONT_WEIGHTS.includes(text) ? (text as NativeStyle['fontWeight']) : undefined;
}

const size = length(false, true);
const margin = length(true, true);
const padding = length(false, false);
const offset = length(true, false);
const count = unitNumber(0, Number.MAX_SAFE_INTEGER);
const flexAlign = keyword('flex-start', 'flex-end', 'center', 'stretch', 'baseline');

// The whitelist: each style key an element may set, with how its value is read.
const parsers: Readonly<Record<string, Parse>> = {
  width: size,
  height: size,
  minWidth: size,
  minHeight: size,
  maxWidth: size,
  maxHeight: size,
  margin,
  marginTop: margin,
  marginRight: margin,
  marginBottom: margin,
  marginLeft: margin,
  marginHorizontal: margin,
  marginVertical: margin,
  padding,
  paddingTop: padding,
  paddingRight: padding,
  paddingBottom: padding,
  paddingLeft: padding,
  paddingHorizontal: padding,
  paddingVertical: padding,
  backgroundColor: color,
  color,
  fontSize: nonNegativePixels,
  fontWeight,
  textAlign: keyword('auto', 'left', 'right', 'center', 'justify'),
  borderRadius: nonNegativePixels,
  borderWidth: nonNegativePixels,
  borderColor: color,
  opacity: unitNumber(0, 1),
  flex: count,
  flexGrow: count,
  flexShrink: count,
  flexDirection: keyword('row', 'column', 'row-reverse', 'column-reverse'),
  flexWrap: keyword('wrap', 'nowrap', 'wrap-reverse'),
  alignItems: flexAlign,
  alignSelf: keyword('auto', 'flex-start', 'flex-end', 'center', 'stretch', 'baseline'),
  justifyContent: keyword('flex-start', 'flex-end', 'center', 'space-between', 'space-around', 'space-evenly'),
  gap: nonNegativePixels,
  position: keyword('absolute', 'relative'),
  left: offset,
  top: offset,
  right: offset,
  bottom: offset,
};

/** The style keys `toNativeStyle` keeps, in the order of the style panel's groups. */
export const nativeStyleKeys: readonly string[] = Object.keys(parsers);

/**
 * Turns an element's `style` record into a React Native style object. Pure.
 *
 * Kept keys (`nativeStyleKeys`): width, height, min/max width and height; margin and padding
 * (all sides, horizontal, vertical); backgroundColor, color, borderColor; fontSize, fontWeight,
 * textAlign; borderRadius, borderWidth; opacity; flex, flexGrow, flexShrink, flexDirection,
 * flexWrap, alignItems, alignSelf, justifyContent, gap; position, left, top, right, bottom.
 *
 * Values: numbers are pixels and `'12px'` (or `'12'`) becomes 12; percentages (`'50%'`) stay
 * strings for sizes, margins, paddings and offsets; sizes and margins also take `'auto'`;
 * colours take hex, rgb(a), hsl(a) or a colour name; fontWeight takes `normal`, `bold` or 100 to
 * 900; keywords take React Native's values (CSS's `start`/`end` read as `flex-start`/`flex-end`).
 * Negative sizes, paddings, borders and font sizes are refused. Anything else, and every other
 * key, is dropped, so a stored style can never crash a host component.
 *
 * @example
 * toNativeStyle({ width: '50%', padding: '12px', color: '#333', cursor: 'pointer' })
 * // → { width: '50%', padding: 12, color: '#333' }
 */
export function toNativeStyle(style: ElementStyle): NativeStyle {
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(style)) {
    // A stored document is validated, but a style value of another kind must still not throw here.
    if (!Object.hasOwn(parsers, key) || (typeof value !== 'string' && typeof value !== 'number')) continue;
    const parsed = parsers[key]?.(value);
    if (parsed !== undefined) native[key] = parsed;
  }
  return native as NativeStyle;
}
