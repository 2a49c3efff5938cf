import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createDb } from '../db/create-db.ts';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { deriveKeys, openState, resolveJwtSecret, sealState, signAccessToken, verifyAccessToken } from './jwt.ts';

describe('resolveJwtSecret', () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = createDb({ kind: 'pglite', dataDir: null });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('generates one secret per database and returns it to every later caller', async () => {
    const first = await resolveJwtSecret(db, null);
    const second = await resolveJwtSecret(db, null);
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
  });

  it('prefers the configured secret', async () => {
    expect(await resolveJwtSecret(db, 'c'.repeat(32))).toBe('c'.repeat(32));
  });
});

describe('access tokens and sealed state', () => {
  const keys = deriveKeys('s'.repeat(40));
  const now = new Date('2030-01-01T00:00:00Z');

  it('verifies its own access token until it expires, and refuses other keys', async () => {
    const token = await signAccessToken(keys, { userId: 'user-1', generation: 3, sessionId: 'family-1' }, 900, now);
    expect(await verifyAccessToken(keys, token, now)).toEqual({ userId: 'user-1', generation: 3, sessionId: 'family-1' });
    // A token signed before sessions were carried still reads, without one.
    const older = await signAccessToken(keys, { userId: 'user-1', generation: 3 }, 900, now);
    expect(await verifyAccessToken(keys, older, now)).toEqual({ userId: 'user-1', generation: 3, sessionId: null });
    expect(await verifyAccessToken(keys, token, new Date(now.getTime() + 901_000))).toBeNull();
    expect(await verifyAccessToken(deriveKeys('o'.repeat(40)), token, now)).toBeNull();
  });

  it('refuses an access token without a token generation', async () => {
    const token = await new SignJWT({ typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject('user-1').setIssuedAt().setExpirationTime('15m').sign(keys.signing);
    expect(await verifyAccessToken(keys, token, new Date())).toBeNull();
  });

  it('refuses a sealed state as an access token, and opens state only with the same key', async () => {
    const state = await sealState(keys, { cv: 'verifier' }, 600, now);
    expect(state).not.toContain('verifier');
    expect(await verifyAccessToken(keys, state, now)).toBeNull();
    expect(await openState(keys, state, now)).toMatchObject({ cv: 'verifier' });
    expect(await openState(deriveKeys('o'.repeat(40)), state, now)).toBeNull();
    expect(await openState(keys, state, new Date(now.getTime() + 601_000))).toBeNull();
  });
});
