import type { RangeHeader } from './ast.ts';
import { grammarError, type GrammarResult } from './errors.ts';

/** `0-49` or `10-`: PostgREST's form of the `Range` header (no unit prefix). */
const rangePattern = /^\s*(\d{1,15})-(\d{0,15})\s*$/;

const rangeHint = 'Send Range: 0-49 (rows 0 to 49) or Range: 10- (from row 10), with Range-Unit: items or no unit.';

function rangeError(details: string) {
  return { ok: false as const, error: grammarError('PGRST103', 'Requested range not satisfiable', details, rangeHint) };
}

/**
 * The `Range` header (rows, inclusive, from 0) and its `Range-Unit` (only `items`, PostgREST's, is
 * taken); null when no range was sent. A malformed range or a lower bound above the upper one is a
 * 416 (PGRST103).
 */
export function parseRange(range: string | undefined, unit: string | undefined): GrammarResult<RangeHeader | null> {
  if (range === undefined || range.trim() === '') return { ok: true, value: null };
  if (unit !== undefined && unit.trim().toLowerCase() !== 'items') return rangeError('Only the items range unit is supported.');
  const match = rangePattern.exec(range);
  if (!match) return rangeError('The Range header must be two row numbers like 0-49, or one like 10-.');
  const start = Number(match[1]);
  const end = match[2] === '' ? null : Number(match[2]);
  if (end !== null && end < start) return rangeError('The lower boundary must be lower than or equal to the upper boundary in the Range header.');
  return { ok: true, value: { start, end } };
}
