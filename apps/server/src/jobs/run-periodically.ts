import type { FastifyInstance } from 'fastify';

/**
 * Housekeeping that every server process may run at any time (each task is one idempotent
 * statement, so several processes running it at once do no harm): a timer owned by the app, first
 * run when the app is ready unless `runAtStart` is false, stopped on close. A failure is logged and
 * the next tick tries again.
 */
export function runPeriodically(
  app: FastifyInstance,
  task: { name: string; everyMs: number; runAtStart?: boolean; run: () => Promise<number> },
): void {
  const tick = () =>
    task
      .run()
      .then((count) => count > 0 && app.log.info({ count }, `${task.name}: rows removed`))
      .catch((error: unknown) => app.log.warn({ err: error }, `${task.name} failed`));
  const timer = setInterval(tick, task.everyMs);
  timer.unref();
  if (task.runAtStart !== false) app.addHook('onReady', async () => void tick());
  app.addHook('onClose', async () => clearInterval(timer));
}
