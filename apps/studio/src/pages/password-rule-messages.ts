import { messages } from '@tessera/model';

/**
 * The server's answers about a new password's rules: a page shows them under the password field
 * and keeps the form open, so the user can pick another password with the same link or token.
 */
export const passwordRuleMessages: ReadonlySet<string> = new Set([messages.passwordTooCommon, messages.passwordTooShort, messages.passwordTooLong]);
