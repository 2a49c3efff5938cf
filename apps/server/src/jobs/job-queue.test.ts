import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/create-db.ts';
import { createTestDatabase, testDatabases } from '../../test/helpers/databases.ts';
import { createJobQueue } from './job-queue.ts';

const silentLog = { error: () => undefined } as never;

describe.each(testDatabases)('background jobs on %s', (kind) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('runs a job once it is sent, and runs it again after a failure', async () => {
    const database = await createTestDatabase(kind);
    const db = createDb(database.config);
    cleanup.push(async () => {
      await db.destroy();
      await database.drop();
    });
    const jobs = createJobQueue(db, silentLog, { backend: database.config.kind, pollingIntervalSeconds: 0.5, stopTimeoutMs: 2_000 });
    const runs: Array<{ value: number; retryCount: number }> = [];
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    jobs.define<{ value: number }>({
      queue: 'test-jobs',
      options: { retryLimit: 2, retryDelay: 0, heartbeatSeconds: 10, expireInSeconds: 60 },
      async run(data, run) {
        runs.push({ value: data.value, retryCount: run.retryCount });
        if (run.retryCount === 0) throw new Error('first run fails');
        finish();
      },
    });
    await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
    const started = Date.now();
    await jobs.start();
    const startMs = Date.now() - started;
    const id = crypto.randomUUID();
    expect(await jobs.send('test-jobs', { value: 7 }, { id })).toBe(id);
    // The same id again queues nothing new.
    expect(await jobs.send('test-jobs', { value: 7 }, { id })).toBe(id);
    await finished;
    await jobs.stop();
    expect(runs).toEqual([
      { value: 7, retryCount: 0 },
      { value: 7, retryCount: 1 },
    ]);
    console.info(`[jobs] pg-boss start on ${kind}: ${startMs} ms`);
  }, 30_000);
});
