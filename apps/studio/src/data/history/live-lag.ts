/** Which sentence says how far live is behind draft: none, one change, or several. */
export type LiveLag = { kind: 'upToDate' } | { kind: 'behindOne' } | { kind: 'behindMany'; count: number };

/** How far live is behind draft, from the migrations it has not had yet. */
export function liveLag(pending: number): LiveLag {
  if (pending <= 0) return { kind: 'upToDate' };
  if (pending === 1) return { kind: 'behindOne' };
  return { kind: 'behindMany', count: pending };
}
