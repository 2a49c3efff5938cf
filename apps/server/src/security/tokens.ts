import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random opaque token: 32 bytes, base64url (refresh tokens, emailed links). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A random 6-digit numeric code for emails (crypto random, leading zeros kept). */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** How tokens and codes are stored: sha256 hex. High-entropy tokens need no slow hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
