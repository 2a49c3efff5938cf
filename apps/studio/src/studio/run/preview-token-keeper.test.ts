import { describe, expect, it } from 'vitest';
import { createPreviewTokenKeeper, type KeeperTimers, PREVIEW_TOKEN_RENEW_BEFORE_MS } from './preview-token-keeper.ts';

/** Timers run by hand: `fire()` runs the pending one. */
function manualTimers() {
  const pending: { run: () => void; ms: number }[] = [];
  const timers: KeeperTimers = {
    setTimeout: (run, ms) => {
      const entry = { run, ms };
      pending.push(entry);
      return entry;
    },
    clearTimeout: (handle) => {
      const index = pending.indexOf(handle as (typeof pending)[number]);
      if (index >= 0) pending.splice(index, 1);
    },
  };
  return { timers, pending, fire: () => pending.shift()!.run() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preview token keeper', () => {
  it('mints once when started, renews before expiry and hands each new token on', async () => {
    const clock = manualTimers();
    const seen: string[] = [];
    let minted = 0;
    const keeper = createPreviewTokenKeeper({ mint: async () => ({ token: `t${++minted}`, expiresIn: 900 }), onToken: (token) => seen.push(token), timers: clock.timers });
    keeper.start();
    keeper.start();
    await settle();
    expect(seen).toEqual(['t1']);
    expect(clock.pending.map((entry) => entry.ms)).toEqual([900_000 - PREVIEW_TOKEN_RENEW_BEFORE_MS]);
    clock.fire();
    await settle();
    expect(seen).toEqual(['t1', 't2']);
    keeper.stop();
    expect(clock.pending).toEqual([]);
  });

  it('tries a failed mint again later, and hands nothing on once stopped', async () => {
    const clock = manualTimers();
    const seen: string[] = [];
    let fail = true;
    const keeper = createPreviewTokenKeeper({
      mint: async () => {
        if (fail) throw new Error('offline');
        return { token: 'ok', expiresIn: 900 };
      },
      onToken: (token) => seen.push(token),
      retryMs: 5000,
      timers: clock.timers,
    });
    keeper.start();
    await settle();
    expect(seen).toEqual([]);
    expect(clock.pending.map((entry) => entry.ms)).toEqual([5000]);
    fail = false;
    clock.fire();
    await settle();
    expect(seen).toEqual(['ok']);
    clock.fire();
    keeper.stop();
    await settle();
    expect(seen).toEqual(['ok']);
  });
});
