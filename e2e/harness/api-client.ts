import { PASSWORD } from './accounts.ts';
import type { CaughtMail, MailCatcher } from './mail-catcher.ts';

/**
 * Seeds accounts through the server's public HTTP API (the same calls the studio makes), for
 * tests whose subject is not sign-up itself. Mails are read from the SMTP catcher.
 */
/**
 * The API client's own device key: its sign-ups' links apply their password when it opens them,
 * while the test's browser (another device key) is asked for a password.
 */
const API_DEVICE_KEY = 'e2e-api-client-device-key-0123456789abcdefgh';

export class ApiClient {
  constructor(
    private readonly baseUrl: () => string,
    private readonly mail: MailCatcher,
  ) {}

  async post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    return this.send<T>('POST', path, body, headers);
  }

  async patch<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    return this.send<T>('PATCH', path, body, headers);
  }

  async put<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    return this.send<T>('PUT', path, body, headers);
  }

  private async send<T>(method: 'POST' | 'PATCH' | 'PUT', path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.baseUrl()}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  async get<T>(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.baseUrl()}${path}`, { headers });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** POST /auth/signup; resolves with the activation mail. */
  async signUp(email: string, options: { password?: string; domainName?: string } = {}): Promise<CaughtMail> {
    const before = this.mail.to(email).length;
    const answer = await this.post<{ result: string }>('/auth/signup', {
      username: email,
      firstname: 'Ada',
      lastname: 'Lovelace',
      password: options.password ?? PASSWORD,
      termsAndPrivacy: true,
      domainName: options.domainName ?? '',
      VerifyEmailAddress: true,
      deviceKey: API_DEVICE_KEY,
    });
    if (answer.status !== 200 || answer.body?.result !== '') {
      throw new Error(`sign-up of ${email} failed: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return this.mail.waitFor(email, { nth: before + 1 });
  }

  /** Signs up and activates through the mailed link's token (POST /auth/confirmemail). */
  async createActiveAccount(email: string, password = PASSWORD): Promise<{ workspace: string }> {
    const mail = await this.signUp(email, { password });
    const link = activationLink(mail);
    const confirmed = await this.post<unknown>('/auth/confirmemail', {
      token: link.searchParams.get('token'),
      username: link.searchParams.get('username') ?? email,
      deviceKey: API_DEVICE_KEY,
    });
    if (confirmed.status !== 200) {
      throw new Error(`activation of ${email} failed: HTTP ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    }
    const tokens = await this.login(email, password);
    const info = await this.get<{ lastUsedDomainName: string | null }>('/auth/userinfo', {
      authorization: `Bearer ${tokens.tokenString}`,
    });
    if (info.status !== 200 || !info.body.lastUsedDomainName) {
      throw new Error(`user info of ${email}: HTTP ${info.status} ${JSON.stringify(info.body)}`);
    }
    return { workspace: info.body.lastUsedDomainName };
  }

  /**
   * The message the server answers a refused sign-in with (the text the login page must show);
   * fails if the sign-in is accepted.
   */
  async loginRefusal(email: string, password: string): Promise<string> {
    const answer = await this.post<{ result?: string; error?: { message?: string } }>('/auth/login', {
      username: email,
      password,
    });
    if (answer.status === 200 && answer.body?.result === '') throw new Error(`sign-in of ${email} was accepted`);
    const text = answer.body?.error?.message ?? answer.body?.result ?? '';
    if (!text) throw new Error(`the server refused ${email} without a message (HTTP ${answer.status})`);
    return text;
  }

  async login(email: string, password = PASSWORD): Promise<{ tokenString: string; refreshToken: string }> {
    const answer = await this.post<{ result: string; tokenString?: string; refreshToken?: string }>('/auth/login', {
      username: email,
      password,
    });
    if (answer.status !== 200 || answer.body.result !== '' || !answer.body.tokenString || !answer.body.refreshToken) {
      throw new Error(`login of ${email} failed: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return { tokenString: answer.body.tokenString, refreshToken: answer.body.refreshToken };
  }
}

/** The activation link of a sign-up mail: the one carrying `token` and `username`. */
export function activationLink(mail: CaughtMail): URL {
  const link = mail.links
    .map((href) => new URL(href))
    .find((url) => url.searchParams.has('token') && url.searchParams.has('username'));
  if (!link) throw new Error(`mail "${mail.subject}" has no activation link; links: ${mail.links.join(' ') || '(none)'}`);
  return link;
}
