import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database, Db } from '../db/database.ts';
import { logDelivery, smtpDelivery } from './mail-delivery.ts';
import { createOutboxDispatcher, type OutboxDispatcher, type OutboxRetryPolicy } from './outbox-dispatcher.ts';
import { insertOutboxMail } from './outbox-queries.ts';
import type { RenderedMail } from './render.ts';

/** One outgoing email. `logHint` (a link or code) is logged, after the commit, only when there is no SMTP server. */
export interface OutgoingMail extends RenderedMail {
  to: string;
  logHint: string;
}

/**
 * Account emails go through the `outbox_emails` table: a request only writes the row, the outbox
 * dispatcher sends it after the commit and retries it (see docs/decisions.md, "Mail goes through
 * an outbox"). Without SMTP_URL the dispatcher's delivery is one info log line carrying the link
 * or code (only once the row is committed) and the row, kept with its bodies, is the mailbox, so a
 * local install works without a mail server.
 */
export interface Mailer {
  /** Writes the row with `db` (pass the request's transaction) and does not send; call `kick` after the commit. */
  enqueue(db: Db, mail: OutgoingMail): Promise<void>;
  /** Starts sending committed rows without waiting for SMTP. */
  kick(): void;
  /** The dispatcher: SMTP, or the log line without SMTP_URL. */
  readonly dispatcher: OutboxDispatcher;
  close(): void;
}

/**
 * The SMTP transport's own limits, all well inside the outbox send timeout (20 s, which cancels
 * the whole send): connecting (DNS included), the server's greeting, and silence on the socket
 * (nodemailer's defaults are 2 min, 30 s and 10 min). Query parameters of SMTP_URL still win.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000, dnsTimeout: 5_000 } as const;

export function createMailer(options: {
  db: Kysely<Database>;
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
  clock: () => Date;
  retryPolicy?: OutboxRetryPolicy;
}): Mailer {
  const { db, smtpUrl, from, log, clock } = options;
  const transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : null;
  const delivery = transport ? smtpDelivery(transport, from, log) : logDelivery(log);
  const policy = options.retryPolicy ? { policy: options.retryPolicy } : {};
  const dispatcher = createOutboxDispatcher({ db, delivery, log, clock, ...policy });
  return {
    dispatcher,
    async enqueue(target, mail) {
      const { to, subject, html, text, logHint } = mail;
      await insertOutboxMail(target, { to, subject, html, text, logHint }, clock());
    },
    kick() {
      dispatcher.kick();
    },
    close() {
      transport?.close();
    },
  };
}
