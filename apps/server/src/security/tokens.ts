import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** A random opaque token: 32 bytes, base64url (refresh tokens, emailed links). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A random 6-digit numeric code for emails (crypto random, leading zeros kept). */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** How random tokens are stored: sha256 hex. 32 random bytes need no key nor slow hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * How 6-digit codes are stored: HMAC-SHA256 hex keyed from the instance secret (`JwtKeys.codes`).
 * A plain hash of one of 10^6 values is reversed at once from a database copy; without the key
 * it is not.
 */
export function hashCode(key: Uint8Array, code: string): string {
  return createHmac('sha256', key).update(code).digest('hex');
}
