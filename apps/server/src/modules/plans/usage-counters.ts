import type { AssetKey } from '@tessera/catalog';
import type { UsageCounter, UsageCounters } from '../../extension-points.ts';

/**
 * The assets Tessera counts per workspace. The modules that hold them provide the counters, and
 * `src/wiring.ts` passes them to {@link createUsageCounters} when the app is built. The other
 * countable assets of the plans (company, workspace, tickets) are not held per workspace by the
 * product yet; checking one without the caller's count refuses. API connections are the
 * workspace's REST connectors.
 */
export type CountedAssetKey = Extract<AssetKey, 'mobileApp' | 'developer' | 'endUser' | 'screen' | 'action' | 'diskCapacity' | 'apiConnection'>;

/**
 * An allowance asked about an asset nobody counts: the change is refused (500, logged) rather
 * than the asset counted as 0, which would let every addition through.
 */
export class MissingUsageCounterError extends Error {
  constructor(readonly key: AssetKey) {
    super(`No usage counter is wired for the '${key}' asset: its allowance cannot be checked (see src/wiring.ts).`);
    this.name = 'MissingUsageCounterError';
  }
}

/**
 * The usage counters of the app: exactly one per counted asset. Counting an asset without one
 * rejects with {@link MissingUsageCounterError}.
 */
export function createUsageCounters(counters: Record<CountedAssetKey, UsageCounter>): UsageCounters {
  const byKey = new Map<AssetKey, UsageCounter>(Object.entries(counters) as [CountedAssetKey, UsageCounter][]);
  return {
    counts: (key) => byKey.has(key),
    count: (db, domainId, key, now) => {
      const counter = byKey.get(key);
      if (!counter) return Promise.reject(new MissingUsageCounterError(key));
      return counter(db, domainId, now);
    },
  };
}
