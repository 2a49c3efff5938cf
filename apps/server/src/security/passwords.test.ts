import { messages } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords.ts';

describe('checkNewPassword', () => {
  it.each([
    ['', messages.passwordRequired],
    ['eleven char', messages.passwordTooShort],
    ['x'.repeat(129), messages.passwordTooLong],
    ['qwerty123456', messages.passwordTooCommon],
    ['QWERTY123456', messages.passwordTooCommon],
    ['correct horse battery staple', null],
  ])('%j → %j', (password, expected) => {
    expect(checkNewPassword(password)).toBe(expected);
  });
});

describe('hashPassword / verifyPassword', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
  });

  it('answers false for a missing hash after doing the same work', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });
});
