import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  loginFormSchema,
  resetPasswordFormSchema,
  signUpFormSchema,
  verifyCodeFormSchema,
} from './auth-forms.ts';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('auth form rules', () => {
  it('requires email and password to sign in', () => {
    const result = loginFormSchema.safeParse({ username: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      messages.emailRequired,
      messages.passwordRequired,
    ]);
  });

  it('limits the verification code to 6 characters', () => {
    expect(verifyCodeFormSchema.safeParse({ username: 'a@b.co', verificationCode: '1234567' }).success).toBe(false);
    expect(verifyCodeFormSchema.safeParse({ username: 'a@b.co', verificationCode: '123456' }).success).toBe(true);
    expect(firstIssue(verifyCodeFormSchema.safeParse({ username: 'a@b.co', verificationCode: '' }))).toBe(
      messages.verificationCodeRequired,
    );
  });

  it('refuses a mismatched confirmation with the spec message', () => {
    const result = resetPasswordFormSchema.safeParse({
      newPassword: 'correct horse battery',
      confirmPassword: 'correct horse battery!',
    });
    expect(firstIssue(result)).toBe(messages.passwordMismatch);
  });

  it('checks sign-up names, email pattern and password length', () => {
    const schema = signUpFormSchema({ enforceTerms: false });
    const valid = {
      username: 'ada@example.com',
      firstname: "Ada-Marie O'Neil",
      lastname: 'Lovelace',
      password: 'analytical engine',
      termsAndPrivacy: false,
    };
    expect(schema.safeParse(valid).success).toBe(true);
    expect(firstIssue(schema.safeParse({ ...valid, username: 'ada@' }))).toBe(messages.signUpEmailInvalid);
    expect(firstIssue(schema.safeParse({ ...valid, firstname: 'Ada  Marie' }))).toBe(messages.firstNameInvalid);
    expect(firstIssue(schema.safeParse({ ...valid, lastname: 'L0velace' }))).toBe(messages.lastNameInvalid);
    expect(firstIssue(schema.safeParse({ ...valid, lastname: '' }))).toBe(messages.lastNameRequired);
    expect(firstIssue(schema.safeParse({ ...valid, password: 'short' }))).toBe(messages.passwordTooShort);
    expect(firstIssue(schema.safeParse({ ...valid, password: 'x'.repeat(129) }))).toBe(messages.passwordTooLong);
  });

  it('refuses hidden and spoofing characters in the address and the names', () => {
    const schema = signUpFormSchema({ enforceTerms: false });
    const valid = { username: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', password: 'analytical engine' };
    expect(firstIssue(schema.safeParse({ ...valid, username: 'ada\u200B@example.com' }))).toBe(messages.emailUnsafeCharacters);
    expect(firstIssue(schema.safeParse({ ...valid, username: 'p\u0430ypal@example.com' }))).toBe(messages.emailUnsafeCharacters);
    // Trimming takes a byte-order mark or a space at either end away; the address is plain then.
    expect(schema.safeParse({ ...valid, username: '\uFEFF ada@example.com ' }).data?.username).toBe('ada@example.com');
    for (const name of ['Ada\u202E', '\u200BAda', 'Ada\u3164', '\u115FAda', 'Ada\u200DLovelace', 'Ada\u00ADLovelace', 'Ada\uFE0F']) {
      expect(firstIssue(schema.safeParse({ ...valid, firstname: name })), JSON.stringify(name)).toBe(messages.firstNameInvalid);
      expect(firstIssue(schema.safeParse({ ...valid, lastname: name })), JSON.stringify(name)).toBe(messages.lastNameInvalid);
    }
  });

  it('keeps names in their composed, plain form (NFKC)', () => {
    const schema = signUpFormSchema({ enforceTerms: false });
    const valid = { username: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', password: 'analytical engine' };
    const parsed = schema.safeParse({ ...valid, firstname: 'Jose\u0301', lastname: '\uFF2C\uFF4F\uFF56\uFF45' });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.firstname).toBe('Jos\u00E9');
    expect(parsed.data?.lastname).toBe('Love');
    expect(schema.safeParse({ ...valid, firstname: 'Zoë', lastname: 'Ørsted-Ñúñez' }).success).toBe(true);
  });

  it('enforces the terms checkbox only when asked to', () => {
    const form = {
      username: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      password: 'analytical engine',
      termsAndPrivacy: false,
    };
    expect(signUpFormSchema({ enforceTerms: false }).safeParse(form).success).toBe(true);
    expect(firstIssue(signUpFormSchema({ enforceTerms: true }).safeParse(form))).toBe(messages.termsRequired);
  });
});
