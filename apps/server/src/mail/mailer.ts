import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database.ts';
import type { RenderedMail } from './render.ts';

/** One outgoing email. `logHint` (a link or code) is logged only when there is no SMTP server. */
export interface OutgoingMail extends RenderedMail {
  to: string;
  logHint: string;
}

/** Sends account emails. Every mail is recorded in `outbox_emails` (with `sent_at` once sent). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * With SMTP_URL: nodemailer. Without: the outbox row plus one info log line carrying the link or
 * code, so a local install works without a mail server. A failed send is logged, not thrown:
 * the row stays with `sent_at` null.
 */
export function createMailer(options: {
  db: Kysely<Database>;
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
  clock: () => Date;
}): Mailer {
  const { db, smtpUrl, from, log, clock } = options;
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const row = await db
        .insertInto('outboxEmails')
        .values({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, createdAt: clock() })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        log.info(`mail to ${mail.to}: ${mail.subject} — ${mail.logHint}`);
        return;
      }
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
        await db.updateTable('outboxEmails').set({ sentAt: clock() }).where('id', '=', row.id).execute();
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      } catch (error) {
        log.error({ err: error, to: mail.to, outboxId: row.id }, 'mail could not be sent; kept in the outbox');
      }
    },
    close() {
      transport?.close();
    },
  };
}
