/** How one usage meter of GET /api/subscription reads. */
export type MeterView =
  /** The plan does not include the asset at all (limit 0). */
  | { kind: 'notIncluded' }
  | { kind: 'notMeasured'; limit: number | null }
  | { kind: 'unlimited'; used: number }
  | { kind: 'limited'; used: number; limit: number; percent: number; full: boolean };

/**
 * A usage meter for display: `used` null means Tessera does not measure it yet, `limit` null means
 * unlimited. The percentage is capped at 100 (a plan change can leave a workspace above a limit). A limit of 0
 * with nothing used reads as "not included".
 */
export function meterView(used: number | null, limit: number | null): MeterView {
  if (limit === 0 && !used) return { kind: 'notIncluded' };
  if (used === null) return { kind: 'notMeasured', limit };
  if (limit === null) return { kind: 'unlimited', used };
  const percent = limit <= 0 ? 100 : Math.min(100, Math.round((used / limit) * 100));
  return { kind: 'limited', used, limit, percent, full: used >= limit };
}
