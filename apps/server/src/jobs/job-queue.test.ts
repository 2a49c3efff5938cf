import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/create-db.ts';
import { concurrentDatabases, createTestDatabase, testDatabases } from '../../test/helpers/databases.ts';
import { createJobQueue, type JobDefinition } from './job-queue.ts';

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
    await jobs.start();
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
  }, 30_000);
});

describe.each(concurrentDatabases)('background jobs across server processes on %s', (kind) => {
  it('gives the job of a worker that died (no more heartbeats) to another process', async () => {
    const database = await createTestDatabase(kind);
    const deadDb = createDb(database.config);
    const liveDb = createDb(database.config);
    const definition = (run: JobDefinition<{ n: number }>['run']): JobDefinition<{ n: number }> => ({
      queue: 'test-handover',
      options: { retryLimit: 2, retryDelay: 0, heartbeatSeconds: 10, expireInSeconds: 600 },
      run,
    });
    let started!: () => void;
    const dying = new Promise<void>((resolve) => (started = resolve));
    // Its handler never ends, so its stop waits out the whole grace: the shortest pg-boss allows.
    const dead = createJobQueue(deadDb, silentLog, { backend: 'postgres', pollingIntervalSeconds: 0.5, stopTimeoutMs: 1_000 });
    // The first process takes the job and then loses its database for good, as a killed process would.
    dead.define(definition(async () => {
      started();
      await new Promise(() => undefined);
    }));
    const live = createJobQueue(liveDb, silentLog, { backend: 'postgres', pollingIntervalSeconds: 0.5, monitorIntervalSeconds: 1, stopTimeoutMs: 2_000 });
    let handedOver!: (retryCount: number) => void;
    const secondRun = new Promise<number>((resolve) => (handedOver = resolve));
    live.define(definition(async (_data, run) => handedOver(run.retryCount)));
    try {
      await dead.start();
      await dead.send('test-handover', { n: 1 });
      await dying;
      await deadDb.destroy();
      await live.start();
      expect(await secondRun).toBe(1);
    } finally {
      await live.stop();
      await dead.stop().catch(() => undefined);
      await liveDb.destroy();
      await database.drop();
    }
  }, 60_000);
});
