import type { PropField } from './prop-fields.ts';

/** Why a typed value can not be sent; the panel translates it (`studioPanels.properties.errors.<code>`). */
export type PropValueIssue =
  | { code: 'number' | 'integer' | 'pattern' | 'required' }
  | { code: 'min' | 'above'; min: number }
  | { code: 'max' | 'below'; max: number };

/**
 * Checks a value typed into a field against the rules read from the props schema; `null` when
 * it may be sent. `undefined` (remove the prop, the default applies) is always allowed.
 */
export function checkPropValue(field: PropField, value: unknown): PropValueIssue | null {
  if (value === undefined) return null;
  switch (field.kind) {
    case 'text':
      if (value === null) return field.nullable ? null : { code: 'required' };
      if (typeof value !== 'string') return { code: 'required' };
      return field.pattern && !field.pattern.test(value) ? { code: 'pattern' } : null;
    case 'icon':
      if (typeof value !== 'string' || value === '') return { code: 'required' };
      return field.pattern && !field.pattern.test(value) ? { code: 'pattern' } : null;
    case 'number': {
      if (value === null) return field.nullable ? null : { code: 'required' };
      if (typeof value !== 'number' || !Number.isFinite(value)) return { code: 'number' };
      if (field.integer && !Number.isInteger(value)) return { code: 'integer' };
      const { min, max, minInclusive, maxInclusive } = field.bounds;
      if (min !== undefined && (minInclusive ? value < min : value <= min)) return minInclusive ? { code: 'min', min } : { code: 'above', min };
      if (max !== undefined && (maxInclusive ? value > max : value >= max)) return maxInclusive ? { code: 'max', max } : { code: 'below', max };
      return null;
    }
    case 'choice':
      if (value === null) return field.nullable ? null : { code: 'required' };
      return field.options.includes(value as string | number) ? null : { code: 'required' };
    case 'boolean':
      return typeof value === 'boolean' ? null : { code: 'required' };
    case 'stringList':
      return Array.isArray(value) && value.every((item) => typeof item === 'string') ? null : { code: 'required' };
    case 'recordList': {
      if (!Array.isArray(value)) return { code: 'required' };
      for (const row of value) {
        if (typeof row !== 'object' || row === null) return { code: 'required' };
        for (const column of field.columns) {
          const cell = (row as Record<string, unknown>)[column.name];
          if (cell === undefined && column.optional) continue;
          if (column.kind === 'text' ? typeof cell !== 'string' : typeof cell !== 'number' || !Number.isFinite(cell)) return { code: 'required' };
        }
      }
      return null;
    }
    case 'unsupported':
      return { code: 'required' };
    default: {
      const never: never = field;
      throw new Error(`unknown prop field ${JSON.stringify(never)}`);
    }
  }
}
