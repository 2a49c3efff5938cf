import * as z from 'zod/mini';
import { messages } from './messages.ts';

/** The longest address mail can carry (RFC 5321's 256-character path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A standard email address, written in plain ASCII: a local part of letters, digits and the
 * printable signs RFC 5322 allows unquoted (`! # $ % & ' * + - / = ? ^ _ \` { | } ~ .`), an @, and
 * a dotted domain with a 2+ letter TLD. An internationalised domain is written in its `xn--` form.
 */
export const EMAIL_PATTERN = /^[!#-'*+\-./0-9=?A-Z^-~]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Any character that is not printable ASCII: hidden, bidirectional, accented, full-width, look-alike. */
const NOT_PRINTABLE_ASCII = /[^\x20-\x7E]/;

/**
 * What is wrong with an (already trimmed) email address, as the message to show, or null when it
 * is fine. A character outside printable ASCII gets its own message: zero-width and bidirectional
 * controls, combining marks, full-width letters and letters of other scripts that look Latin
 * would let one address pass for another in member lists, mails and the audit log. They are
 * refused, never folded into plain letters, so the address shown is the address typed.
 */
export function emailAddressProblem(address: string): string | null {
  if (NOT_PRINTABLE_ASCII.test(address)) return messages.emailUnsafeCharacters;
  if (address.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(address)) return messages.signUpEmailInvalid;
  return null;
}

/** `emailAddressProblem` as one zod check: one issue, with the message it names. */
export const emailAddressCheck = z.check<string>((payload) => {
  const problem = emailAddressProblem(payload.value);
  if (problem) payload.issues.push({ code: 'custom', message: problem, input: payload.value });
});
