/** p50 and p95 (nearest rank) of a list of timings in ms, rounded to 0.1 ms. */
export function percentiles(values: readonly number[]): { p50: number; p95: number; max: number; runs: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50: round(rank(50)), p95: round(rank(95)), max: round(sorted.at(-1)!), runs: sorted.length };
}
