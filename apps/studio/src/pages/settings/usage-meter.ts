/** How one usage meter of GET /api/subscription reads. */
export type MeterView =
  | { kind: 'notMeasured'; limit: number | null }
  | { kind: 'unlimited'; used: number }
  | { kind: 'limited'; used: number; limit: number; percent: number; full: boolean };

/**
 * A usage meter for display: `used` null means Tessera does not measure it yet, `limit` null means
 * unlimited. The percentage is capped at 100 (a plan change can leave a workspace above a limit).
 */
export function meterView(used: number | null, limit: number | null): MeterView {
  if (used === null) return { kind: 'notMeasured', limit };
  if (limit === null) return { kind: 'unlimited', used };
  const percent = limit <= 0 ? 100 : Math.min(100, Math.round((used / limit) * 100));
  return { kind: 'limited', used, limit, percent, full: used >= limit };
}
