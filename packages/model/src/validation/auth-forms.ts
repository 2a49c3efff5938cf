import * as z from 'zod/mini';
import { messages } from './messages.ts';
import { newPasswordSchema, VERIFICATION_CODE_LENGTH } from './password-rules.ts';

// Written with zod/mini: its functions tree-shake, so the sign-in route of the studio carries a
// few KB of validation instead of the whole classic API (ARCHITECTURE §7 budget).

/** A standard email address pattern (local part, @, dotted domain with a 2+ letter TLD). */
export const EMAIL_PATTERN = /^[^\s@"(),:;<>[\\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Letters with single space, apostrophe or hyphen separators (spec §5, first and last name). */
export const PERSON_NAME_PATTERN = /^\p{L}+(?:[ '\u2019-]\p{L}+)*$/u;

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

const personName = (required: string, invalid: string) =>
  requiredText(required, z.maxLength(100, invalid), z.regex(PERSON_NAME_PATTERN, invalid));

/** The sign-up fields shared by the form and the server (spec §3, §5). */
export const signUpFieldsSchema = z.object({
  username: requiredText(
    messages.signUpEmailRequired,
    z.maxLength(254, messages.signUpEmailInvalid),
    z.regex(EMAIL_PATTERN, messages.signUpEmailInvalid),
  ),
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
