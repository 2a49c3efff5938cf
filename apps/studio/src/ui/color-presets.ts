/**
 * The colour picker's preset swatches (spec §9: 16 presets): black, white and slate, then the
 * hue circle from red to pink. Upper-case `#RRGGBB`.
 */
export const COLOR_PRESETS = [
  '#000000',
  '#FFFFFF',
  '#64748B',
  '#EF4444',
  '#F97316',
  '#F59E0B',
  '#EAB308',
  '#84CC16',
  '#22C55E',
  '#14B8A6',
  '#06B6D4',
  '#3B82F6',
  '#6366F1',
  '#8B5CF6',
  '#D946EF',
  '#EC4899',
] as const;

/**
 * A colour typed by a user as `#RRGGBB` (upper case), accepting `RRGGBB`, `#RGB` and `RGB`;
 * `null` when it is not a hex colour.
 */
export function normalizeHex(input: string): string | null {
  const hex = input.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) return `#${[...hex].map((c) => c + c).join('')}`.toUpperCase();
  if (/^[0-9a-f]{6}$/i.test(hex)) return `#${hex}`.toUpperCase();
  return null;
}

/**
 * Whether hex text typed so far is a whole `#RRGGBB` colour. A typed colour is taken only then:
 * taking the 3-digit prefix of `#DC2626` as `#DDCC22` would rewrite the text under the cursor.
 */
export function isCompleteHex(input: string): boolean {
  return /^#?[0-9a-f]{6}$/i.test(input.trim());
}

/** Whether two colours are the same once normalised (`#fff` equals `#FFFFFF`). */
export function sameColor(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = a ? normalizeHex(a) : null;
  return left !== null && left === (b ? normalizeHex(b) : null);
}

/** Whether dark text (or a dark check mark) reads better than white on `hex` (perceived brightness). */
export function prefersDarkText(hex: string): boolean {
  const normalized = normalizeHex(hex);
  if (!normalized) return false;
  const value = Number.parseInt(normalized.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}
