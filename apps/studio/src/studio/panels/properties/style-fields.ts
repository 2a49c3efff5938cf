import type { ElementStyle } from '@tessera/model/definition';
import { normalizeHex } from '../../../ui/color-presets.ts';

/**
 * How the Style tab edits one style property:
 * - `length`: a number of px (`min` when negative values make no sense);
 * - `color`: a `#RRGGBB` colour from the colour picker;
 * - `choice`: one of `options`;
 * - `ratio`: a number from 0 to 1 (opacity).
 */
export type StyleField =
  | { key: string; kind: 'length'; min?: number }
  | { key: string; kind: 'color' }
  | { key: string; kind: 'choice'; options: readonly (string | number)[] }
  | { key: string; kind: 'ratio' };

/** The Style tab's groups, in display order. */
export const styleGroupIds = ['size', 'spacing', 'background', 'text', 'border', 'opacity'] as const;
/** One of {@link styleGroupIds}. */
export type StyleGroupId = (typeof styleGroupIds)[number];

/** Font weights offered, lightest first. */
export const fontWeights = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
/** Text alignments offered. */
export const textAligns = ['left', 'center', 'right', 'justify'] as const;

/** The style properties of each group. */
export const styleGroups: Readonly<Record<StyleGroupId, readonly StyleField[]>> = {
  size: [
    { key: 'width', kind: 'length', min: 0 },
    { key: 'height', kind: 'length', min: 0 },
  ],
  spacing: [
    { key: 'margin', kind: 'length' },
    { key: 'padding', kind: 'length', min: 0 },
  ],
  background: [{ key: 'backgroundColor', kind: 'color' }],
  text: [
    { key: 'color', kind: 'color' },
    { key: 'fontSize', kind: 'length', min: 1 },
    { key: 'fontWeight', kind: 'choice', options: fontWeights },
    { key: 'textAlign', kind: 'choice', options: textAligns },
  ],
  border: [
    { key: 'borderRadius', kind: 'length', min: 0 },
    { key: 'borderWidth', kind: 'length', min: 0 },
    { key: 'borderColor', kind: 'color' },
  ],
  opacity: [{ key: 'opacity', kind: 'ratio' }],
};

const pxPattern = /^\s*(-?\d+(?:\.\d+)?)\s*(?:px)?\s*$/i;
const weightNames: Readonly<Record<string, number>> = { normal: 400, bold: 700 };

/**
 * What a field shows for a stored style value: `value` in the field's terms, or `other` for a
 * value it can not show (`'50%'` in a px field, `'red'` in a colour field), `null` when unset.
 */
export function readStyleValue(field: StyleField, stored: ElementStyle[string] | undefined): { value: string | number | null; other: string | null } {
  if (stored === undefined) return { value: null, other: null };
  switch (field.kind) {
    case 'length':
    case 'ratio': {
      if (typeof stored === 'number') return { value: stored, other: null };
      const match = pxPattern.exec(stored);
      return match ? { value: Number(match[1]), other: null } : { value: null, other: stored };
    }
    case 'color': {
      const hex = typeof stored === 'string' ? normalizeHex(stored) : null;
      return hex ? { value: hex, other: null } : { value: null, other: String(stored) };
    }
    case 'choice': {
      const candidate = typeof stored === 'string' && stored in weightNames ? weightNames[stored]! : stored;
      const option = field.options.find((item) => String(item) === String(candidate));
      return option === undefined ? { value: null, other: String(stored) } : { value: option, other: null };
    }
    default: {
      const never: never = field;
      throw new Error(`unknown style field ${JSON.stringify(never)}`);
    }
  }
}

/** Why a typed style number can not be sent: below the field's minimum, or outside 0–1. */
export type StyleValueIssue = { code: 'min'; min: number } | { code: 'max'; max: number };

/** Checks a typed number against the field; `null` when it may be sent. */
export function checkStyleNumber(field: StyleField, value: number): StyleValueIssue | null {
  if (field.kind === 'ratio') {
    if (value < 0) return { code: 'min', min: 0 };
    if (value > 1) return { code: 'max', max: 1 };
  }
  if (field.kind === 'length' && field.min !== undefined && value < field.min) return { code: 'min', min: field.min };
  return null;
}
