import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { type ClaimedMail, claimDueMails, markMailFailed, markMailSent } from './outbox-queries.ts';

/** How the dispatcher retries; tests shorten the delays. */
export interface OutboxRetryPolicy {
  /** Tries before a row is left alone for good (its last_error says why). */
  maxAttempts: number;
  /** Delay after the first failure; doubles with each further one, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a claimed row stays away from other dispatchers while it is being sent. */
  leaseMs: number;
  /** Rows claimed per round. */
  batchSize: number;
}

export const DEFAULT_RETRY_POLICY: OutboxRetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 10_000,
  maxDelayMs: 30 * 60_000,
  // Covers a whole batch even when the server is slow (nodemailer waits up to minutes).
  leaseMs: 10 * 60_000,
  batchSize: 10,
};

/** Delay before the next try after `attempts` failed ones. */
export function backoffMs(policy: OutboxRetryPolicy, attempts: number): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/**
 * How claimed rows are delivered: through SMTP, or, without SMTP_URL, as one log line (see
 * `mail-delivery.ts`). `deliver` throws to have the row retried.
 */
export interface MailDelivery {
  deliver(mail: ClaimedMail): Promise<void>;
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

export function createOutboxDispatcher(options: {
  db: Kysely<Database>;
  delivery: MailDelivery;
  log: FastifyBaseLogger;
  clock: () => Date;
  policy?: OutboxRetryPolicy;
}): OutboxDispatcher {
  const { db, delivery, log, clock } = options;
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  let running: Promise<void> | null = null;
  let again = false;

  async function sendOne(mail: ClaimedMail): Promise<void> {
    try {
      await delivery.deliver(mail);
    } catch (error) {
      const next = new Date(clock().getTime() + backoffMs(policy, mail.attempts));
      const final = mail.attempts >= policy.maxAttempts;
      await markMailFailed(db, mail.id, next, error instanceof Error ? error.message : String(error), final);
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
        const batch = await claimDueMails(db, {
          now,
          leaseUntil: new Date(now.getTime() + policy.leaseMs),
          limit: policy.batchSize,
          maxAttempts: policy.maxAttempts,
        });
        for (const mail of batch) await sendOne(mail);
        if (batch.length < policy.batchSize) break;
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
