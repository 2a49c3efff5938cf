import { createHash, randomBytes } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { hmacKeyOf } from './hmac-key.ts';
import { findInstanceSecret, insertInstanceSecretIfMissing } from './secret-queries.ts';

/** Keys derived from the one configured (or generated) secret. */
export interface JwtKeys {
  /** HS256 key for access tokens. */
  signing: Uint8Array;
  /** A256GCM key for opaque state (Google sign-in), derived so it differs from the signing key. */
  encryption: Uint8Array;
  /** HMAC key for stored 6-digit codes (`hashCode` in tokens.ts). */
  codes: Uint8Array;
  /** HS256 key for the tokens a project issues to its end users (`modules/data-api/end-user-token.ts`). */
  endUser: Uint8Array;
  /** HS256 key for the Run preview's tokens of a project's draft (`security/draft-preview.ts`). */
  preview: Uint8Array;
}

const SECRET_NAME = 'jwt_secret';

/**
 * The JWT secret: JWT_SECRET when set, else a random one created once and kept in the
 * `instance_secrets` table so every process on one database agrees (first writer wins).
 */
export async function resolveJwtSecret(db: Kysely<Database>, configured: string | null): Promise<string> {
  if (configured) return configured;
  await insertInstanceSecretIfMissing(db, SECRET_NAME, randomBytes(48).toString('base64url'));
  return findInstanceSecret(db, SECRET_NAME);
}

export function deriveKeys(secret: string): JwtKeys {
  const derive = (purpose: string) => new Uint8Array(createHash('sha256').update(`${purpose}:${secret}`).digest());
  return {
    signing: derive('tessera-access-token'),
    encryption: derive('tessera-state'),
    codes: derive('tessera-code-hash'),
    endUser: derive('tessera-end-user-token'),
    preview: derive('tessera-preview-token'),
  };
}

/** What an access token says: whose it is, the user's token generation when it was signed, its session. */
export interface AccessClaims {
  userId: string;
  /** `users.token_generation` at signing; the token stops working once the user's moves on. */
  generation: number;
  /** The refresh family (the sign-in) it was issued for; null or absent in tokens signed before it was carried. */
  sessionId?: string | null;
}

/**
 * Signs an access token: `sub` the user id, `gen` the generation, `sid` the session, `typ`
 * 'access', expiring after `ttlSeconds`.
 */
export function signAccessToken(keys: JwtKeys, claims: AccessClaims, ttlSeconds: number, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'access', gen: claims.generation, ...(claims.sessionId ? { sid: claims.sessionId } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(keys.signing);
}

/**
 * The claims of a well-signed, unexpired access token, or null (bad signature, expired, wrong
 * type, no generation). Whether its generation is still the user's is the caller's check.
 */
export async function verifyAccessToken(keys: JwtKeys, token: string, now: Date): Promise<Required<AccessClaims> | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKeyOf(keys.signing), { algorithms: ['HS256'], currentDate: now });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
    if (typeof payload.gen !== 'number' || !Number.isSafeInteger(payload.gen)) return null;
    return { userId: payload.sub, generation: payload.gen, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
  } catch {
    return null;
  }
}

/** Seals claims into an encrypted, authenticated token (dir + A256GCM) valid `ttlSeconds`. */
export function sealState(keys: JwtKeys, claims: Record<string, string>, ttlSeconds: number, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT(claims)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .encrypt(keys.encryption);
}

/** Opens a token of {@link sealState}; null when tampered with or expired. */
export async function openState(keys: JwtKeys, token: string, now: Date): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtDecrypt(token, keys.encryption, { currentDate: now });
    return payload;
  } catch {
    return null;
  }
}
