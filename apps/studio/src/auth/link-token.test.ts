import { describe, expect, it } from 'vitest';
import { splitLinkToken } from './link-token.ts';

const split = (address: string) => splitLinkToken(new URL(address, 'https://studio.example'));

describe('splitLinkToken', () => {
  it('takes the token off the root and /redirect, keeping the rest of the address', () => {
    expect(split('/?token=abc')).toEqual({ token: 'abc', address: '/' });
    expect(split('/redirect?x=1&token=a%2Bb&y=2#top')).toEqual({ token: 'a+b', address: '/redirect?x=1&y=2#top' });
  });

  it('takes an empty token off too', () => {
    expect(split('/?token=')).toEqual({ token: '', address: '/' });
  });

  it('leaves other paths, whose tokens are activation, invitation or reset tokens, alone', () => {
    expect(split('/confirm-email?token=abc&username=a%40b.c')).toBeNull();
    expect(split('/invitation?token=abc')).toBeNull();
    expect(split('/login?token=abc')).toBeNull();
  });

  it('leaves a root address without the parameter alone', () => {
    expect(split('/?tokens=abc')).toBeNull();
    expect(split('/')).toBeNull();
  });
});
