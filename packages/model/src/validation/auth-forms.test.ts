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
