import * as z from 'zod/mini';
import { emailAddressCheck } from './email-address.ts';
import { messages } from './messages.ts';
import { newPasswordSchema, VERIFICATION_CODE_LENGTH } from './password-rules.ts';

// Written with zod/mini: its functions tree-shake, so the sign-in route of the studio carries a
// few KB of validation instead of the whole classic API (ARCHITECTURE §7 budget).

/**
 * Letters with single space, apostrophe or hyphen separators (spec §5, first and last name).
 * Letters that never show (Unicode's default-ignorable code points, such as the Hangul fillers)
 * are refused with the rest: a name made of them, or ending in them, would show as blank or as
 * someone else's in member lists. Controls, bidirectional marks and lone combining marks are not
 * letters, so the pattern already refuses them.
 */
export const PERSON_NAME_PATTERN = /^(?![\s\S]*\p{Default_Ignorable_Code_Point})\p{L}+(?:[ '\u2019-]\p{L}+)*$/u;

/** A trimmed string that must not be empty, with the form's own "required" message. */
const requiredText = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), ...checks);

/** Sign in (spec §5). */
export const loginFormSchema = z.object({
  username: requiredText(messages.emailRequired),
  password: z.string({ error: messages.passwordRequired }).check(z.minLength(1, messages.passwordRequired)),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Forgot password (spec §5). */
export const forgotPasswordFormSchema = z.object({
  Email: requiredText(messages.emailRequired),
});
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** Verify email: the emailed 6-character code (spec §5). */
export const verifyCodeFormSchema = z.object({
  username: requiredText(messages.emailRequired),
  verificationCode: requiredText(
    messages.verificationCodeRequired,
    z.maxLength(VERIFICATION_CODE_LENGTH, messages.verificationCodeLength),
  ),
});
export type VerifyCodeForm = z.infer<typeof verifyCodeFormSchema>;

/** Create new password: both fields required and equal (spec §5). */
export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordSchema(messages.passwordRequired),
    confirmPassword: z.string({ error: messages.passwordRequired }).check(z.minLength(1, messages.passwordRequired)),
  })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      path: ['confirmPassword'],
      message: messages.passwordMismatch,
    }),
  );
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/**
 * A first or last name, NFKC-normalised before the checks: a letter typed as a letter and a
 * combining accent becomes the one accented letter, a full-width letter its plain form.
 */
const personName = (required: string, invalid: string) =>
  requiredText(
    required,
    z.overwrite((name) => name.normalize('NFKC')),
    z.maxLength(100, invalid),
    z.regex(PERSON_NAME_PATTERN, invalid),
  );

/** The sign-up fields shared by the form and the server (spec §3, §5). */
export const signUpFieldsSchema = z.object({
  username: requiredText(messages.signUpEmailRequired, emailAddressCheck),
  firstname: personName(messages.firstNameRequired, messages.firstNameInvalid),
  lastname: personName(messages.lastNameRequired, messages.lastNameInvalid),
  password: newPasswordSchema(messages.signUpPasswordRequired),
  termsAndPrivacy: z._default(z.boolean(), false),
});

/**
 * The sign-up form. `enforceTerms` adds the terms rule; neither branding enforces it today
 * (spec §5: the main branding skips the check, white-label has no checkbox), but the rule and
 * its message live here for an edition that does.
 */
export function signUpFormSchema(options: { enforceTerms: boolean }) {
  if (!options.enforceTerms) return signUpFieldsSchema;
  return signUpFieldsSchema.check(
    z.refine((form) => form.termsAndPrivacy, { path: ['termsAndPrivacy'], message: messages.termsRequired }),
  );
}
export type SignUpForm = z.infer<typeof signUpFieldsSchema>;
