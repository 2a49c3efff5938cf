import { OAuth2Server } from 'oauth2-mock-server';
import { freePort } from './free-port.ts';

/**
 * An OpenID provider standing in for Google: its /authorize redirects straight back with a code,
 * and the id_token it signs carries the email set in `signInAs`.
 */
export class GoogleMock {
  readonly server = new OAuth2Server();
  readonly clientId = 'tessera-e2e-client';
  readonly clientSecret = 'tessera-e2e-secret';
  private email = 'nobody@example.com';

  async start(): Promise<void> {
    await this.server.issuer.keys.generate('RS256');
    this.server.service.on('beforeTokenSigning', (token) => {
      token.payload.email = this.email;
      token.payload.email_verified = true;
      token.payload.given_name = 'Mock';
      token.payload.family_name = 'Google';
      token.payload.sub = `google-${this.email}`;
      token.payload.aud = this.clientId;
    });
    this.server.service.on('beforeUserinfo', (response) => {
      response.body = { sub: `google-${this.email}`, email: this.email, email_verified: true };
    });
    await this.server.start(await freePort(), '127.0.0.1');
  }

  /** The email the next sign-in at the mock provider returns. */
  signInAs(email: string): void {
    this.email = email;
  }

  get issuerUrl(): string {
    return this.server.issuer.url!;
  }

  /** The server environment that points Google sign-in at this mock. */
  env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: this.clientId,
      GOOGLE_CLIENT_SECRET: this.clientSecret,
      GOOGLE_ISSUER_URL: this.issuerUrl,
    };
  }

  async stop(): Promise<void> {
    await this.server.stop();
  }
}
