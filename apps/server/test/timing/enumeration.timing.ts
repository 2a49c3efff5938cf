import { authPaths } from '@tessera/model';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createActiveUser, GOOD_PASSWORD, lastMailTo, signUp, uniqueEmail } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';

// Answers whose work depends on whether an address has an account take the same time: the
// suites' other files turn the floor off, this one runs with the server's default.
const { accounts } = loadConfig({ STUDIO_DIST: '/nonexistent' });
const TRIES = 11;
// Above what an idle two-core machine shows with the floor on (median gaps of 0.4–3.1 ms, in either
// direction from run to run), below what an answer without the floor leaks (10–34 ms).
const MAX_MEDIAN_GAP_MS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function timed(send: () => Promise<LightMyRequestResponse>): Promise<number> {
  const started = performance.now();
  await send();
  return performance.now() - started;
}

/** Alternates the two requests TRIES times each; returns the gap between their median times. */
async function medianGap(existing: (i: number) => Promise<LightMyRequestResponse>, unknown: (i: number) => Promise<LightMyRequestResponse>) {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < TRIES; i += 1) {
    a.push(await timed(() => existing(i)));
    b.push(await timed(() => unknown(i)));
  }
  return { gap: Math.abs(median(a) - median(b)), existing: median(a), unknown: median(b) };
}

describe.each(testDatabases)('answer times tell nothing about accounts on %s', (kind) => {
  const t = useTestApp(kind, { accounts });
  const post = (app: TestApp, url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, payload });

  it(`forgot password, resend activation, sign-up and verify code: median gap under ${MAX_MEDIAN_GAP_MS} ms over ${TRIES} tries`, async () => {
    const active = await createActiveUser(t());
    const pending = uniqueEmail('pending');
    await signUp(t(), { username: pending });
    const withCode = await createActiveUser(t());
    await post(t(), authPaths.forgotPassword, { Email: withCode });
    const code = (await lastMailTo(t(), withCode)).text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';

    // One route after the other (nothing else in the process), each alternating a known and an unknown address.
    const results = [
      await medianGap(
        () => post(t(), authPaths.forgotPassword, { Email: active }),
        () => post(t(), authPaths.forgotPassword, { Email: uniqueEmail('ghost') }),
      ),
      await medianGap(
        () => post(t(), authPaths.sendConfirmationEmail, { email: pending }),
        () => post(t(), authPaths.sendConfirmationEmail, { email: uniqueEmail('ghost') }),
      ),
      await medianGap(
        () => post(t(), authPaths.signUp, { username: active, firstname: 'Ada', lastname: 'Lovelace', password: GOOD_PASSWORD }),
        () => post(t(), authPaths.signUp, { username: uniqueEmail('new'), firstname: 'Ada', lastname: 'Lovelace', password: GOOD_PASSWORD }),
      ),
      await medianGap(
        () => post(t(), authPaths.verifyCode, { username: withCode, verificationCode: wrong }),
        () => post(t(), authPaths.verifyCode, { username: uniqueEmail('ghost'), verificationCode: wrong }),
      ),
    ];
    const [forgot, resend, signUpTimes, verify] = results;
    const report = JSON.stringify({ forgot, resend, signUp: signUpTimes, verify });
    for (const result of results) {
      expect(result.gap, report).toBeLessThan(MAX_MEDIAN_GAP_MS);
      expect(result.existing, report).toBeGreaterThanOrEqual(accounts.answerFloorMs);
    }
  });
});
