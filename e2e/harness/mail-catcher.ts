import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.ts';
import { parseMail, type ParsedMail } from './mime.ts';

/** One message as the catcher received it. */
export interface CaughtMail extends ParsedMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  recipients: string[];
  /** Every http(s) link found in the html and text bodies, HTML entities decoded. */
  links: string[];
  receivedAt: number;
}

function decodeEntities(url: string): string {
  return url
    .replace(/&amp;/g, '&')
    .replace(/&#x3D;/gi, '=')
    .replace(/&#61;/g, '=')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

function extractLinks(mail: ParsedMail): string[] {
  const found = new Set<string>();
  for (const body of [mail.html, mail.text]) {
    for (const match of body.matchAll(/https?:\/\/[^\s"'<>()\]]+/g)) {
      found.add(decodeEntities(match[0]).replace(/[.,;]+$/, ''));
    }
  }
  return [...found];
}

/** A real SMTP server on a free loopback port that keeps every message it receives. */
export class MailCatcher {
  readonly messages: CaughtMail[] = [];
  private server: SMTPServer | undefined;
  private listeners = new Set<() => void>();
  port = 0;

  /** Listens on a free loopback port (a new one if the picked port was taken meanwhile). */
  async start(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.listenOnce();
        return;
      } catch (error) {
        if (attempt >= 3 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      }
    }
  }

  private async listenOnce(): Promise<void> {
    this.port = await freePort();
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
          this.messages.push({
            ...parsed,
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            links: extractLinks(parsed),
            receivedAt: Date.now(),
          });
          for (const listener of this.listeners) listener();
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages sent to `address` (envelope or To header), oldest first. */
  to(address: string): CaughtMail[] {
    const wanted = address.toLowerCase();
    return this.messages.filter((mail) => mail.recipients.includes(wanted) || mail.to.includes(wanted));
  }

  /**
   * Waits for the `nth` (1-based) message to `address` received at or after `after` (a
   * Date.now() value) that matches `filter`, and returns it.
   * Fails with the list of what did arrive, so a wrong subject is easy to see.
   */
  async waitFor(
    address: string,
    options: { nth?: number; after?: number; filter?: (mail: CaughtMail) => boolean; timeoutMs?: number } = {},
  ): Promise<CaughtMail> {
    const nth = options.nth ?? 1;
    const after = options.after ?? 0;
    const filter = (mail: CaughtMail) => mail.receivedAt >= after && (options.filter ?? (() => true))(mail);
    const deadline = Date.now() + (options.timeoutMs ?? 15_000);
    const pick = () => this.to(address).filter(filter)[nth - 1];
    for (;;) {
      const found = pick();
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) break;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.listeners.delete(done);
          resolve();
        };
        const timer = setTimeout(done, remaining);
        this.listeners.add(done);
      });
    }
    const seen = this.messages.map((mail) => `  to ${mail.recipients.join(',')}: "${mail.subject}"`).join('\n');
    throw new Error(`no mail #${nth} to ${address} within the time-out; received:\n${seen || '  (nothing)'}`);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The one link in `mail` whose path is `pathname` (e.g. '/confirm-email'). */
export function linkTo(mail: CaughtMail, pathname: string): URL {
  const links = mail.links.map((link) => new URL(link)).filter((url) => url.pathname === pathname);
  if (links.length === 0) {
    throw new Error(`mail "${mail.subject}" has no link to ${pathname}; links: ${mail.links.join(' ') || '(none)'}`);
  }
  return links[0]!;
}

/** The 6-character verification code in a mail (the text body first, then the html). */
export function verificationCode(mail: CaughtMail): string {
  const html = mail.html.replace(/<[^>]+>/g, ' ');
  for (const body of [mail.text, html]) {
    const digits = /(?<![\w#-])(\d{6})(?![\w-])/.exec(body);
    if (digits) return digits[1]!;
  }
  throw new Error(`mail "${mail.subject}" has no 6-digit code; text body:\n${mail.text.slice(0, 800)}`);
}
