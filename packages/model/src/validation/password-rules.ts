import * as z from 'zod/mini';
import { messages } from './messages.ts';

/** Shortest password accepted (ARCHITECTURE §5). */
export const PASSWORD_MIN_LENGTH = 12;
/** Longest password accepted (ARCHITECTURE §5). */
export const PASSWORD_MAX_LENGTH = 128;
/** Length of an emailed verification code (spec §9). */
export const VERIFICATION_CODE_LENGTH = 6;

/**
 * The length rule of a new password, with the required message given by the calling form
 * (the spec words "required" differently on sign-up and on reset). The common-password check
 * needs the bundled list and runs on the server.
 */
export function newPasswordSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.minLength(1, requiredMessage),
      z.minLength(PASSWORD_MIN_LENGTH, messages.passwordTooShort),
      z.maxLength(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
    );
}
