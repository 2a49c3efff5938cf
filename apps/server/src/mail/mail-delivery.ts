import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { MailDelivery } from './outbox-dispatcher.ts';

/** Delivery through SMTP; the dispatcher then empties the row's bodies. */
export function smtpDelivery(transport: Transporter, from: string, log: FastifyBaseLogger): MailDelivery {
  return {
    keepBodies: false,
    async deliver(mail, signal) {
      // nodemailer closes the connection of this one send when the signal aborts (its types lack
      // the option). The server may have taken the message already: delivery is at least once.
      const message: SendMailOptions & { signal: AbortSignal } = { from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, signal };
      try {
        await transport.sendMail(message);
      } catch (error) {
        throw signal.aborted ? signal.reason : error;
      }
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
