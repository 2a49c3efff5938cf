import type { ClientConfig } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { showsGoogleSignIn, showsSignUpOptions } from './sign-up-options.ts';

const main: ClientConfig = { productName: 'Tessera', branding: 'main', googleClientId: 'id', ownHosts: ['app.tessera.dev'] };

describe('sign-up options (spec §1, §2)', () => {
  it('shows on localhost and own hosts in the main branding', () => {
    expect(showsSignUpOptions(main, 'localhost')).toBe(true);
    expect(showsSignUpOptions(main, '127.0.0.1')).toBe(true);
    expect(showsSignUpOptions(main, 'APP.tessera.dev')).toBe(true);
  });

  it('hides on other hosts', () => {
    expect(showsSignUpOptions(main, 'tessera.customer.example')).toBe(false);
  });

  it('hides in both white-label brandings', () => {
    expect(showsSignUpOptions({ ...main, branding: 'whitelabel' }, 'localhost')).toBe(false);
    expect(showsSignUpOptions({ ...main, branding: 'whitelabel-mssql' }, 'localhost')).toBe(false);
  });

  it('needs a Google client id for the Google button', () => {
    expect(showsGoogleSignIn(main, 'localhost')).toBe(true);
    expect(showsGoogleSignIn({ ...main, googleClientId: null }, 'localhost')).toBe(false);
    expect(showsGoogleSignIn(main, 'elsewhere.example')).toBe(false);
  });
});
