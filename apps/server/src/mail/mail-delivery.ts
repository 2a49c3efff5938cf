import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { MailDelivery } from './outbox-dispatcher.ts';

/** Delivery through SMTP; the dispatcher then empties the row's bodies. */
export function smtpDelivery(transport: Transporter, from: string, log: FastifyBaseLogger): MailDelivery {
  return {
    keepBodies: false,
    async deliver(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
  };
}

/**
 * Delivery without SMTP_URL: one info log line with the link or code, written by the dispatcher,
 * so only for committed rows and once per row. The row keeps its bodies (it is the mailbox) and
 * is marked sent, so configuring SMTP later never mails its (by then expired) links.
 */
export function logDelivery(log: FastifyBaseLogger): MailDelivery {
  return {
    keepBodies: true,
    async deliver(mail) {
      log.info(`mail to ${mail.to}: ${mail.subject} — ${mail.logHint ?? '(no link)'}`);
    },
  };
}
