import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { messages, newPasswordSchema } from '@tessera/model';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no hash (unknown user, Google-only account) it
 * still verifies against a dummy hash so the answer takes the same time either way.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password for timing equality');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

let commonPasswords: Set<string> | null = null;

/** The bundled list of common passwords (zxcvbn's), lower-cased, loaded on first use. */
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/**
 * The one rule every new password passes (sign-up and reset): 12 to 128 characters and not in
 * the common-password list. Returns the message to show, or null when the password is fine.
 */
export function checkNewPassword(password: string): string | null {
  const length = newPasswordSchema(messages.passwordRequired).safeParse(password);
  if (!length.success) return length.error.issues[0]?.message ?? messages.passwordTooShort;
  if (isCommonPassword(password)) return messages.passwordTooCommon;
  return null;
}
