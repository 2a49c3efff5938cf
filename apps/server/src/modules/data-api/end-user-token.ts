import { createHash } from 'node:crypto';
import type { DataEnvironment } from '@tessera/model/data';
import { jwtVerify, SignJWT } from 'jose';
import { hmacKeyOf } from '../../security/hmac-key.ts';
import type { JwtKeys } from '../../security/jwt.ts';

/** The longest an end-user token may live: 30 days. */
export const MAX_END_USER_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** An end user holds at most this many roles, each 1 to 60 characters (as an access rule names them). */
export const MAX_END_USER_ROLES = 50;
const MAX_ROLE_LENGTH = 60;
const MAX_USER_ID_LENGTH = 200;
/** A longer bearer value is refused before any signature work. */
const MAX_TOKEN_LENGTH = 8192;

/** Which project environment a token is for. */
export interface EndUserAudience {
  projectId: string;
  environment: DataEnvironment;
}

/** What a project says about one of its end users. */
export interface EndUserClaims {
  userId: string;
  roles: readonly string[];
}

export interface EndUserTokenRequest extends EndUserAudience, EndUserClaims {
  ttlSeconds: number;
}

/** `iss`: the project that issued the token. */
function issuerOf(projectId: string): string {
  return `tessera:project:${projectId.toLowerCase()}`;
}

/** `aud`: the one environment of the project the token opens (a draft token does not open live). */
function audienceOf({ projectId, environment }: EndUserAudience): string {
  return `tessera:data:${projectId.toLowerCase()}:${environment}`;
}

function validRoles(roles: unknown): roles is string[] {
  return (
    Array.isArray(roles) &&
    roles.length <= MAX_END_USER_ROLES &&
    roles.every((role) => typeof role === 'string' && role.length >= 1 && role.length <= MAX_ROLE_LENGTH)
  );
}

function validUserId(userId: unknown): userId is string {
  return typeof userId === 'string' && userId.length >= 1 && userId.length <= MAX_USER_ID_LENGTH;
}

/**
 * Signs a token for an end user of one project environment: HS256 with the end-user key (never
 * the platform's access-token key), `sub` the user id, `roles`, `typ` 'endUser', `iss` the
 * project, `aud` the project and environment, expiring after `ttlSeconds`. End-user sign-in
 * calls this; tests mint tokens with it.
 */
export async function issueEndUserToken(keys: JwtKeys, request: EndUserTokenRequest, now: Date): Promise<string> {
  if (!validUserId(request.userId)) throw new Error('an end user id is 1 to 200 characters');
  if (!validRoles(request.roles)) throw new Error(`an end user holds at most ${MAX_END_USER_ROLES} roles of 1 to ${MAX_ROLE_LENGTH} characters`);
  if (!Number.isSafeInteger(request.ttlSeconds) || request.ttlSeconds < 1 || request.ttlSeconds > MAX_END_USER_TOKEN_TTL_SECONDS) {
    throw new Error(`an end-user token lives 1 to ${MAX_END_USER_TOKEN_TTL_SECONDS} seconds`);
  }
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'endUser', roles: [...request.roles] })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(request.userId)
    .setIssuer(issuerOf(request.projectId))
    .setAudience(audienceOf(request))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + request.ttlSeconds)
    .sign(keys.endUser);
}

/** Tokens remembered as verified, per end-user key (the least recently verified out first). */
export const VERIFIED_TOKENS_KEPT = 10_000;

interface Verified {
  claims: EndUserClaims;
  /** `exp` in milliseconds: the token is refused from then on. */
  expiresAt: number;
}

const verifiedByKey = new WeakMap<Uint8Array, Map<string, Verified>>();

/** A token and the environment it was checked for, as a short key (its SHA-256). */
function verifiedKey(token: string, audience: EndUserAudience): string {
  return createHash('sha256').update(audienceOf(audience)).update('\n').update(token).digest('base64');
}

/**
 * The end user of a well-signed, unexpired token issued for exactly this project and environment,
 * or null: bad signature, another key (a platform access token), expired, another project, the
 * other environment, wrong type or malformed claims. An end user's client sends the same token
 * with every request, so a token that passed is remembered (by its hash and the environment,
 * with the key that signed it) until its `exp`: the same bytes checked for the same environment
 * again only have their expiry checked. A token with `nbf` is not remembered. Refusals are never
 * remembered, so nothing an outsider sends fills the memory.
 */
export async function verifyEndUserToken(keys: JwtKeys, token: string, audience: EndUserAudience, now: Date): Promise<EndUserClaims | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  let verified = verifiedByKey.get(keys.endUser);
  if (!verified) {
    verified = new Map();
    verifiedByKey.set(keys.endUser, verified);
  }
  const key = verifiedKey(token, audience);
  const known = verified.get(key);
  if (known) {
    verified.delete(key);
    if (now.getTime() >= known.expiresAt) return null;
    verified.set(key, known);
    return known.claims;
  }
  const passed = await verifySigned(keys, token, audience, now);
  if (passed && passed.expiresAt !== null) {
    verified.set(key, { claims: passed.claims, expiresAt: passed.expiresAt });
    while (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
  }
  return passed?.claims ?? null;
}

/** The full check (`jose`); `expiresAt` null for a token not to remember. */
async function verifySigned(keys: JwtKeys, token: string, audience: EndUserAudience, now: Date): Promise<{ claims: EndUserClaims; expiresAt: number | null } | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKeyOf(keys.endUser), {
      algorithms: ['HS256'],
      issuer: issuerOf(audience.projectId),
      audience: audienceOf(audience),
      requiredClaims: ['exp', 'sub'],
      currentDate: now,
    });
    if (payload.typ !== 'endUser' || !validUserId(payload.sub) || !validRoles(payload.roles)) return null;
    const claims = { userId: payload.sub, roles: Object.freeze([...payload.roles]) };
    // `exp` is required: jose refused the token when it is at or before now.
    return { claims, expiresAt: payload.nbf === undefined && typeof payload.exp === 'number' ? payload.exp * 1000 : null };
  } catch {
    return null;
  }
}
