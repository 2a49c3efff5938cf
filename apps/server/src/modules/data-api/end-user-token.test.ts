import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveKeys, signAccessToken, verifyAccessToken } from '../../security/jwt.ts';
import { issueEndUserToken, MAX_END_USER_TOKEN_TTL_SECONDS, verifyEndUserToken } from './end-user-token.ts';

const keys = deriveKeys('s'.repeat(40));
const now = new Date('2030-01-01T00:00:00Z');
const projectA = '0b0f5a38-2c4b-4c0e-9f1e-6a2e3d4c5b6a';
const projectB = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const draftA = { projectId: projectA, environment: 'draft' } as const;

function mint(overrides: Partial<Parameters<typeof issueEndUserToken>[1]> = {}, at = now): Promise<string> {
  return issueEndUserToken(keys, { ...draftA, userId: 'user-1', roles: ['editor'], ttlSeconds: 600, ...overrides }, at);
}

/** The token with its payload replaced, the header and signature kept. */
function withPayload(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(claims);
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('end-user tokens', () => {
  it('names the end user and their roles for the project environment it was issued for', async () => {
    const token = await mint();
    expect(await verifyEndUserToken(keys, token, draftA, now)).toEqual({ userId: 'user-1', roles: ['editor'] });
    expect(await verifyEndUserToken(keys, token, { projectId: projectA.toUpperCase(), environment: 'draft' }, now)).toEqual({ userId: 'user-1', roles: ['editor'] });
    expect(await verifyEndUserToken(keys, await mint({ roles: [] }), draftA, now)).toEqual({ userId: 'user-1', roles: [] });
  });

  it('is refused by another project and by the other environment of its own project', async () => {
    const token = await mint();
    expect(await verifyEndUserToken(keys, token, { projectId: projectB, environment: 'draft' }, now)).toBeNull();
    expect(await verifyEndUserToken(keys, token, { projectId: projectA, environment: 'live' }, now)).toBeNull();
    const live = await mint({ environment: 'live' });
    expect(await verifyEndUserToken(keys, live, { projectId: projectA, environment: 'live' }, now)).not.toBeNull();
    expect(await verifyEndUserToken(keys, live, draftA, now)).toBeNull();
  });

  it('expires after its time to live', async () => {
    const token = await mint({ ttlSeconds: 60 });
    expect(await verifyEndUserToken(keys, token, draftA, new Date(now.getTime() + 59_000))).not.toBeNull();
    expect(await verifyEndUserToken(keys, token, draftA, new Date(now.getTime() + 61_000))).toBeNull();
  });

  it('is remembered once verified, but only for its own bytes, environment and key, and only until it expires', async () => {
    const token = await mint({ ttlSeconds: 60 });
    const expiry = now.getTime() + 60_000;
    expect(await verifyEndUserToken(keys, token, draftA, now)).toEqual({ userId: 'user-1', roles: ['editor'] });
    expect(await verifyEndUserToken(keys, token, draftA, new Date(expiry - 1))).toEqual({ userId: 'user-1', roles: ['editor'] });
    expect(await verifyEndUserToken(keys, token, { projectId: projectA, environment: 'live' }, now)).toBeNull();
    expect(await verifyEndUserToken(deriveKeys('o'.repeat(40)), token, draftA, now)).toBeNull();
    expect(await verifyEndUserToken(keys, withPayload(token, (claims) => (claims.roles = ['admin'])), draftA, now)).toBeNull();
    expect(await verifyEndUserToken(keys, token, draftA, new Date(expiry))).toBeNull();
    expect(await verifyEndUserToken(keys, token, draftA, now)).toEqual({ userId: 'user-1', roles: ['editor'] });
  });

  it('checks a token with a not-before time in full every time', async () => {
    const notBefore = new Date(now.getTime() + 30_000);
    const token = await new SignJWT({ typ: 'endUser', roles: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer(`tessera:project:${projectA}`)
      .setAudience(`tessera:data:${projectA}:draft`)
      .setNotBefore(notBefore)
      .setExpirationTime(new Date(now.getTime() + 600_000))
      .sign(keys.endUser);
    expect(await verifyEndUserToken(keys, token, draftA, now)).toBeNull();
    expect(await verifyEndUserToken(keys, token, draftA, notBefore)).toEqual({ userId: 'user-1', roles: [] });
    expect(await verifyEndUserToken(keys, token, draftA, now)).toBeNull();
    expect(await verifyEndUserToken(keys, token, draftA, notBefore)).toEqual({ userId: 'user-1', roles: [] });
  });

  it('is refused once tampered with: claims, signature, or signed by another instance', async () => {
    const token = await mint();
    expect(await verifyEndUserToken(keys, withPayload(token, (claims) => (claims.roles = ['admin'])), draftA, now)).toBeNull();
    expect(await verifyEndUserToken(keys, withPayload(token, (claims) => (claims.sub = 'user-2')), draftA, now)).toBeNull();
    expect(await verifyEndUserToken(keys, withPayload(token, (claims) => (claims.aud = `tessera:data:${projectB}:draft`)), draftA, now)).toBeNull();
    const flipped = token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA');
    expect(await verifyEndUserToken(keys, flipped, draftA, now)).toBeNull();
    const otherInstance = await issueEndUserToken(deriveKeys('o'.repeat(40)), { ...draftA, userId: 'user-1', roles: [], ttlSeconds: 600 }, now);
    expect(await verifyEndUserToken(keys, otherInstance, draftA, now)).toBeNull();
    const unsigned = new UnsecuredJWT({ typ: 'endUser', roles: [] }).setSubject('user-1').setIssuer(`tessera:project:${projectA}`).setAudience(`tessera:data:${projectA}:draft`).setExpirationTime('1h').encode();
    expect(await verifyEndUserToken(keys, unsigned, draftA, now)).toBeNull();
    expect(await verifyEndUserToken(keys, '', draftA, now)).toBeNull();
    expect(await verifyEndUserToken(keys, 'x'.repeat(10_000), draftA, now)).toBeNull();
  });

  it('keeps platform access tokens and end-user tokens apart, both ways', async () => {
    const access = await signAccessToken(keys, { userId: 'builder-1', generation: 0 }, 900, now);
    expect(await verifyEndUserToken(keys, access, draftA, now)).toBeNull();
    const endUser = await mint();
    expect(await verifyAccessToken(keys, endUser, now)).toBeNull();
    expect(Buffer.from(keys.endUser).equals(Buffer.from(keys.signing))).toBe(false);
  });

  it('refuses a token of the right key without the end-user type, or with malformed roles', async () => {
    const claims = { iss: `tessera:project:${projectA}`, aud: `tessera:data:${projectA}:draft` };
    const sign = (payload: Record<string, unknown>) =>
      new SignJWT({ ...claims, ...payload }).setProtectedHeader({ alg: 'HS256' }).setSubject('user-1').setIssuedAt(now).setExpirationTime(new Date(now.getTime() + 600_000)).sign(keys.endUser);
    expect(await verifyEndUserToken(keys, await sign({ typ: 'endUser', roles: [] }), draftA, now)).not.toBeNull();
    expect(await verifyEndUserToken(keys, await sign({ typ: 'access', roles: [] }), draftA, now)).toBeNull();
    expect(await verifyEndUserToken(keys, await sign({ typ: 'endUser', roles: 'editor' }), draftA, now)).toBeNull();
    expect(await verifyEndUserToken(keys, await sign({ typ: 'endUser', roles: [''] }), draftA, now)).toBeNull();
    expect(await verifyEndUserToken(keys, await sign({ typ: 'endUser', roles: [7] }), draftA, now)).toBeNull();
  });

  it('refuses to issue a token with a bad lifetime, user id or roles', async () => {
    await expect(mint({ ttlSeconds: 0 })).rejects.toThrow(/seconds/);
    await expect(mint({ ttlSeconds: MAX_END_USER_TOKEN_TTL_SECONDS + 1 })).rejects.toThrow(/seconds/);
    await expect(mint({ userId: '' })).rejects.toThrow(/user id/);
    await expect(mint({ roles: ['x'.repeat(61)] })).rejects.toThrow(/roles/);
  });
});
