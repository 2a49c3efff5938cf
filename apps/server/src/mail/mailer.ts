import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database, Db } from '../db/database.ts';
import { createOutboxDispatcher, type OutboxDispatcher, type OutboxRetryPolicy } from './outbox-dispatcher.ts';
import { insertOutboxMail } from './outbox-queries.ts';
import type { RenderedMail } from './render.ts';

/** One outgoing email. `logHint` (a link or code) is logged only when there is no SMTP server. */
export interface OutgoingMail extends RenderedMail {
  to: string;
  logHint: string;
}

/**
 * Account emails go through the `outbox_emails` table: a request only writes the row, the outbox
 * dispatcher sends it after the commit and retries it (see docs/decisions.md, "Mail goes through
 * an outbox"). Without SMTP_URL the row is the delivery, plus one info log line carrying the link
 * or code, so a local install works without a mail server.
 */
export interface Mailer {
  /** Writes the row with `db` (pass the request's transaction) and does not send; call `kick` after the commit. */
  enqueue(db: Db, mail: OutgoingMail): Promise<void>;
  /** Starts sending committed rows without waiting for SMTP. */
  kick(): void;
  /** `enqueue` on the main database, then `kick`. Never waits for SMTP. */
  send(mail: OutgoingMail): Promise<void>;
  /** The dispatcher, null without SMTP_URL. */
  readonly dispatcher: OutboxDispatcher | null;
  close(): void;
}

export function createMailer(options: {
  db: Kysely<Database>;
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
  clock: () => Date;
  retryPolicy?: OutboxRetryPolicy;
}): Mailer {
  const { db, smtpUrl, from, log, clock } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const dispatcher = transport
    ? createOutboxDispatcher({ db, transport, from, log, clock, ...(options.retryPolicy ? { policy: options.retryPolicy } : {}) })
    : null;
  const mailer: Mailer = {
    dispatcher,
    async enqueue(target, mail) {
      await insertOutboxMail(target, { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text }, clock());
      if (!dispatcher) log.info(`mail to ${mail.to}: ${mail.subject} — ${mail.logHint}`);
    },
    kick() {
      dispatcher?.kick();
    },
    async send(mail) {
      await mailer.enqueue(db, mail);
      mailer.kick();
    },
    close() {
      transport?.close();
    },
  };
  return mailer;
}
