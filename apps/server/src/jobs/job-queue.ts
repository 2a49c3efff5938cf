import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { PgBoss, type QueueOptions } from 'pg-boss';
import { bossDatabase } from './boss-database.ts';

/** The attempt a handler is running: pg-boss's job id, its retry count and the stop signal. */
export interface JobRun {
  jobId: string;
  /** 0 on the first run, then one more on every retry (after a failure or a lost worker). */
  retryCount: number;
  /** Aborted when the server stops: a handler ends its work at the next safe point. */
  signal: AbortSignal;
}

/**
 * A kind of background job: its queue, how it is retried and its handler. pg-boss delivers at
 * least once (a job whose worker died is run again), so the handler must be idempotent.
 */
export interface JobDefinition<T extends object> {
  queue: string;
  /**
   * Retry and expiry: `heartbeatSeconds` lets a worker that went silent (killed, cut off) lose
   * its job to another within about that time; `retryLimit` bounds the runs after the first.
   */
  options: Required<Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'heartbeatSeconds' | 'expireInSeconds'>>;
  run(data: T, run: JobRun): Promise<void>;
  /**
   * Called once the queue has started, on every server start: re-sends the jobs whose send was
   * lost (a process that stopped between recording the work and queueing its job). Sends must be
   * idempotent (`send` with the work's own id).
   */
  resume?(): Promise<void>;
}

/** The app's background jobs (`ctx.jobs`): define before `start`, send once started. */
export interface JobQueue {
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Queues a job; `id` (a uuid) makes the send idempotent. Resolves with the job id. */
  send<T extends object>(queue: string, data: T, options?: { id?: string }): Promise<string>;
  start(): Promise<void>;
  /** Stops fetching and waits (up to `stopTimeoutMs`) for running handlers, then aborts them. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** Which engine the platform database is (pg-boss's backend profile). */
  backend: 'postgres' | 'pglite';
  /** How often an idle worker looks for jobs sent by other server processes. Default 2 s. */
  pollingIntervalSeconds?: number;
  stopTimeoutMs?: number;
  /** How often pg-boss looks for jobs whose worker went silent, to retry them. Default 60 s. */
  monitorIntervalSeconds?: number;
}

/** The schema pg-boss keeps its tables in, in the platform database. */
export const JOB_SCHEMA = 'pgboss';

/**
 * Background jobs on pg-boss, over the platform database (see `boss-database.ts`). Every server
 * process runs a worker per queue; pg-boss hands each job to one of them and gives it to another
 * when its worker stops sending heartbeats.
 */
export function createJobQueue<DB>(db: Kysely<DB>, log: FastifyBaseLogger, options: JobQueueOptions): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  const workerIds = new Map<string, string>();
  let boss: PgBoss | null = null;

  return {
    define(definition) {
      if (boss) throw new Error(`job queue ${definition.queue} defined after the jobs started`);
      definitions.set(definition.queue, definition as unknown as JobDefinition<object>);
    },

    async send(queue, data, sendOptions = {}) {
      if (!boss) throw new Error('the job queue is not started');
      if (!definitions.has(queue)) throw new Error(`no job queue ${queue}`);
      const id = await boss.send(queue, data, sendOptions.id ? { id: sendOptions.id } : {});
      // This process's worker fetches it now instead of at its next poll.
      const workerId = workerIds.get(queue);
      if (workerId) boss.notifyWorker(workerId);
      const jobId = id ?? sendOptions.id;
      if (!jobId) throw new Error(`job of queue ${queue} was not queued`);
      return jobId;
    },

    async start() {
      const instance = new PgBoss({
        db: bossDatabase(db),
        schema: JOB_SCHEMA,
        backend: options.backend,
        schedule: false,
        registerInstance: false,
        ...(options.monitorIntervalSeconds
          ? { superviseIntervalSeconds: options.monitorIntervalSeconds, monitorIntervalSeconds: options.monitorIntervalSeconds }
          : {}),
      });
      instance.on('error', (error) => log.error({ err: error }, 'background jobs: pg-boss error'));
      await instance.start();
      boss = instance;
      for (const definition of definitions.values()) {
        await instance.createQueue(definition.queue, definition.options);
        const workerId = await instance.work<object>(
          definition.queue,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, localConcurrency: 1 },
          async ([job]) => {
            if (!job) return;
            await definition.run(job.data, { jobId: job.id, retryCount: job.retryCount, signal: job.signal });
          },
        );
        workerIds.set(definition.queue, workerId);
      }
      for (const definition of definitions.values()) {
        // A failed resume is logged, not fatal: the server serves without it, the next start retries.
        await definition.resume?.().catch((error: unknown) => log.error({ err: error, queue: definition.queue }, 'background jobs: resume failed'));
      }
    },

    async stop() {
      const instance = boss;
      if (!instance) return;
      boss = null;
      workerIds.clear();
      await instance.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}
