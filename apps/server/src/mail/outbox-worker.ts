import type { OutboxDispatcher } from './outbox-dispatcher.ts';

/** The loop that retries outbox rows; the app starts it when ready and stops it on close. */
export interface OutboxWorker {
  start(): void;
  /** Cancels the next round and waits for a running one to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `dispatcher.dispatch()` every `intervalMs`, one round at a time (the next is scheduled when
 * the previous ends). The only timer of the outbox; its owner is the app.
 */
export function createOutboxWorker(dispatcher: OutboxDispatcher, intervalMs: number, onError: (error: unknown) => void): OutboxWorker {
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      dispatcher
        .dispatch()
        .catch(onError)
        .finally(schedule);
    }, intervalMs);
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await dispatcher.idle();
    },
  };
}
