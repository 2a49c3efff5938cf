import { describe, expect, it } from 'vitest';
import { emailAddressProblem } from './email-address.ts';
import { messages } from './messages.ts';

describe('emailAddressProblem', () => {
  it.each([
    ['a zero-width space', 'ada\u200B@example.com'],
    ['a right-to-left override', 'ada\u202Emoc.live@example.com'],
    ['a combining acute accent', 'jose\u0301@example.com'],
    ["a Cyrillic 'а' among Latin letters", 'p\u0430ypal@example.com'],
    ['full-width letters', '\uFF41\uFF44\uFF41@example.com'],
    ['a look-alike letter in the domain', 'ada@ex\u0430mple.com'],
    ['a byte-order mark inside', 'ada@exam\uFEFFple.com'],
    ['a non-breaking space', 'ada\u00A0lovelace@example.com'],
  ])('refuses %s with the hidden-character message', (_, address) => {
    expect(emailAddressProblem(address)).toBe(messages.emailUnsafeCharacters);
  });

  it.each(['ada@', 'ada@example', 'ada lovelace@example.com', 'ada@@example.com', '"ada"@example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses %s with the spec message',
    (address) => {
      expect(emailAddressProblem(address)).toBe(messages.signUpEmailInvalid);
    },
  );

  it.each(['ada@example.com', "o'neil+news@mail.example.co.uk", 'Ada.Lovelace_1815@Example.ORG', 'x-y@xn--mnchen-3ya.de'])(
    'accepts %s',
    (address) => {
      expect(emailAddressProblem(address)).toBeNull();
    },
  );
});
