import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { type ClaimedMail, claimDueMail, markMailFailed, markMailSent } from './outbox-queries.ts';

/** How the dispatcher retries; tests shorten the delays. */
export interface OutboxRetryPolicy {
  /** Tries before a row is left alone for good (its last_error says why). */
  maxAttempts: number;
  /** Delay after the first failure; doubles with each further one, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * How long a claimed row stays away from other dispatchers while it is being sent. A process
   * killed mid-send holds its row back this long, so it stays far below the 10 minutes that a
   * mail's links and codes live.
   */
  leaseMs: number;
  /** A send still running after this long is cancelled and counted as failed; below `leaseMs`. */
  sendTimeoutMs: number;
}

export const DEFAULT_RETRY_POLICY: OutboxRetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 10_000,
  maxDelayMs: 30 * 60_000,
  leaseMs: 30_000,
  // The SMTP transport's own timeouts (connect, greeting, idle socket) end a stuck send sooner;
  // this bounds the whole send, and leaves 10 s of the lease to record its outcome.
  sendTimeoutMs: 20_000,
};

/** Delay before the next try after `attempts` failed ones. */
export function backoffMs(policy: OutboxRetryPolicy, attempts: number): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/**
 * How claimed rows are delivered: through SMTP, or, without SMTP_URL, as one log line (see
 * `mail-delivery.ts`). `deliver` throws to have the row retried, and gives up when `signal`
 * aborts (the send has run for `sendTimeoutMs`), throwing `signal.reason`.
 */
export interface MailDelivery {
  deliver(mail: ClaimedMail, signal: AbortSignal): Promise<void>;
  /** Keep the bodies once delivered (no SMTP: the outbox is the mailbox). */
  keepBodies: boolean;
}

/** Delivers due outbox rows (committed ones only, so after the request that wrote them). */
export interface OutboxDispatcher {
  /** Sends every due row now; a call during a run makes that run go round once more. */
  dispatch(): Promise<void>;
  /** Starts a dispatch without waiting for it (after a request's commit); errors are logged. */
  kick(): void;
  /** Resolves once no dispatch is running. */
  idle(): Promise<void>;
}

/**
 * Sends due rows one at a time, each under its own lease. Delivery is at least once: a process
 * killed after the SMTP server took a mail but before the row was marked sent leaves the row to be
 * sent again when its lease ends.
 */
export function createOutboxDispatcher(options: {
  db: Kysely<Database>;
  delivery: MailDelivery;
  log: FastifyBaseLogger;
  clock: () => Date;
  policy?: OutboxRetryPolicy;
}): OutboxDispatcher {
  const { db, delivery, log, clock } = options;
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  if (policy.sendTimeoutMs >= policy.leaseMs) {
    throw new Error(`outbox send timeout (${policy.sendTimeoutMs} ms) must be shorter than the lease (${policy.leaseMs} ms)`);
  }
  let running: Promise<void> | null = null;
  let again = false;

  async function deliverWithin(mail: ClaimedMail): Promise<void> {
    const abort = new AbortController();
    const timer = setTimeout(
      () => abort.abort(new Error(`send cancelled after ${policy.sendTimeoutMs} ms (the outbox send timeout)`)),
      policy.sendTimeoutMs,
    );
    try {
      await delivery.deliver(mail, abort.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  async function sendOne(mail: ClaimedMail): Promise<void> {
    try {
      await deliverWithin(mail);
    } catch (error) {
      const next = new Date(clock().getTime() + backoffMs(policy, mail.attempts));
      const final = mail.attempts >= policy.maxAttempts;
      await markMailFailed(db, mail, next, error instanceof Error ? error.message : String(error), final);
      log[final ? 'error' : 'warn'](
        { err: error, to: mail.to, outboxId: mail.id, attempts: mail.attempts },
        final ? 'mail could not be sent; giving up (the outbox row keeps its recipient, subject and last error)' : 'mail could not be sent; will retry',
      );
      return;
    }
    await markMailSent(db, mail.id, clock(), delivery.keepBodies);
  }

  async function run(): Promise<void> {
    do {
      again = false;
      for (;;) {
        const now = clock();
        const mail = await claimDueMail(db, {
          now,
          leaseUntil: new Date(now.getTime() + policy.leaseMs),
          maxAttempts: policy.maxAttempts,
        });
        if (!mail) break;
        await sendOne(mail);
      }
    } while (again);
  }

  const dispatch = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    dispatch,
    kick() {
      dispatch().catch((error: unknown) => log.error({ err: error }, 'outbox dispatch failed'));
    },
    async idle() {
      while (running) await running.catch(() => {});
    },
  };
}
