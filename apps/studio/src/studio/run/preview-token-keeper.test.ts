import { describe, expect, it } from 'vitest';
import type { RunUnavailableReason } from '@tessera/model/releases';
import { ApiError } from '../../api/api-error.ts';
import { createPreviewTokenKeeper, type KeeperTimers, mintFailureReason, PREVIEW_TOKEN_RENEW_BEFORE_MS } from './preview-token-keeper.ts';

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

  it('names why a mint failed: the seat (403), the project (404), anything else may pass', () => {
    expect(mintFailureReason(new ApiError(403, 'forbidden', 'Building apps needs a Developer seat.'))).toBe('seat');
    expect(mintFailureReason(new ApiError(404, 'not_found', 'Project not found.'))).toBe('missing');
    expect(mintFailureReason(new ApiError(0, 'network_error', 'offline'))).toBe('failed');
    expect(mintFailureReason(new ApiError(503, 'http_503', 'down'))).toBe('failed');
    expect(mintFailureReason(new TypeError('Failed to fetch'))).toBe('failed');
  });

  it('reports a refusal, waits for Try again rather than asking again by itself, then hands the token on', async () => {
    const clock = manualTimers();
    const seen: string[] = [];
    const failures: RunUnavailableReason[] = [];
    let refuse = true;
    let mints = 0;
    const keeper = createPreviewTokenKeeper({
      mint: async () => {
        mints += 1;
        if (refuse) throw new ApiError(403, 'forbidden', 'Building apps needs a Developer seat.');
        return { token: 'ok', expiresIn: 900 };
      },
      onToken: (token) => seen.push(token),
      onFailure: (reason) => failures.push(reason),
      timers: clock.timers,
    });
    keeper.retry(); // not started: nothing
    keeper.start();
    await settle();
    expect(failures).toEqual(['seat']);
    expect(clock.pending).toEqual([]);
    keeper.retry();
    await settle();
    expect(failures).toEqual(['seat', 'seat']);
    expect(mints).toBe(2);
    refuse = false;
    keeper.retry();
    await settle();
    expect(seen).toEqual(['ok']);
    // Holding a token, Try again does nothing more.
    keeper.retry();
    await settle();
    expect(mints).toBe(3);
    keeper.stop();
  });

  it('reports a failure that may pass and tries again by itself; Try again goes at once, once', async () => {
    const clock = manualTimers();
    const failures: RunUnavailableReason[] = [];
    const seen: string[] = [];
    let answer: (() => void) | null = null;
    let mints = 0;
    const keeper = createPreviewTokenKeeper({
      mint: () => {
        mints += 1;
        if (mints === 1) return Promise.reject(new ApiError(502, 'http_502', 'Bad gateway'));
        return new Promise((resolve) => (answer = () => resolve({ token: 'late', expiresIn: 900 })));
      },
      onToken: (token) => seen.push(token),
      onFailure: (reason) => failures.push(reason),
      retryMs: 5000,
      timers: clock.timers,
    });
    keeper.start();
    await settle();
    expect(failures).toEqual(['failed']);
    expect(clock.pending.map((entry) => entry.ms)).toEqual([5000]);
    keeper.retry();
    keeper.retry(); // already asking: not twice
    expect(mints).toBe(2);
    expect(clock.pending).toEqual([]);
    answer!();
    await settle();
    expect(seen).toEqual(['late']);
    keeper.stop();
  });

  it('keeps a held token through renewals that may pass, and reports a refused renewal so the token is dropped', async () => {
    const clock = manualTimers();
    const seen: string[] = [];
    const failures: RunUnavailableReason[] = [];
    const answers: (() => Promise<{ token: string; expiresIn: number }>)[] = [
      async () => ({ token: 't1', expiresIn: 900 }),
      async () => {
        throw new ApiError(503, 'http_503', 'Service unavailable');
      },
      async () => {
        throw new ApiError(403, 'forbidden', 'Building apps needs a Developer seat.');
      },
    ];
    const keeper = createPreviewTokenKeeper({
      mint: () => answers.shift()!(),
      onToken: (token) => seen.push(token),
      onFailure: (reason) => failures.push(reason),
      retryMs: 5000,
      timers: clock.timers,
    });
    keeper.start();
    await settle();
    expect(seen).toEqual(['t1']);
    // The renewal fails in a way that may pass: nothing reported, tried again later.
    clock.fire();
    await settle();
    expect(failures).toEqual([]);
    expect(clock.pending.map((entry) => entry.ms)).toEqual([5000]);
    // The next try is refused (the seat was taken away): reported, and not tried again by itself.
    clock.fire();
    await settle();
    expect(failures).toEqual(['seat']);
    expect(clock.pending).toEqual([]);
    keeper.stop();
  });
});
