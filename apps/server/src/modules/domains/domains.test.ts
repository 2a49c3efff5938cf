import { authPaths } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { bearer, createActiveUser, loginAs } from '../../../test/helpers/accounts.ts';
import { testDatabases } from '../../../test/helpers/databases.ts';
import { type TestApp, useTestApp } from '../../../test/helpers/test-app.ts';

async function signedIn(t: TestApp) {
  const email = await createActiveUser(t);
  const { tokenString } = await loginAs(t, email);
  const info = (await t.inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(tokenString) })).json();
  return { tokenString, domainName: info.lastUsedDomainName as string };
}

describe.each(testDatabases)('GET /domain/detail on %s', (kind) => {
  const t = useTestApp(kind);
  const detail = (headers: Record<string, string>) => t().inject({ method: 'GET', url: authPaths.domainDetail, headers });

  it("answers a member with the workspace's settings", async () => {
    const { tokenString, domainName } = await signedIn(t());
    const response = await detail({ ...bearer(tokenString), domainname: domainName });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      domainName,
      domainAuthorizationOn: false,
      managedDbType: 'postgresql',
      role: 'owner',
      resourceType: 'developer',
      planId: 'free',
      planName: 'Free',
      accesses: [],
      deleteModalType: 'yesNo',
      redirectUrl: null,
    });
  });

  it('lists the accesses of a paid plan and the plan name', async () => {
    const { tokenString, domainName } = await signedIn(t());
    await t().db.updateTable('domains').set({ planId: 'standard' }).where('name', '=', domainName).execute();
    const response = await detail({ ...bearer(tokenString), domainname: domainName });
    expect(response.json()).toMatchObject({ planId: 'standard', planName: 'Standard', accesses: ['Workflow', 'Scheduled Jobs'] });
  });

  it("answers 404 for another user's workspace, an unknown one, or no header", async () => {
    const alice = await signedIn(t());
    const bob = await signedIn(t());
    for (const domainname of [bob.domainName, 'no-such-workspace']) {
      const response = await detail({ ...bearer(alice.tokenString), domainname });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect((await detail(bearer(alice.tokenString))).statusCode).toBe(404);
  });

  it('answers 401 without a bearer token', async () => {
    const { domainName } = await signedIn(t());
    expect((await detail({ domainname: domainName })).statusCode).toBe(401);
  });
});

describe.each(testDatabases)('GET /domains on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists only the caller\'s workspaces with their role', async () => {
    const alice = await signedIn(t());
    await signedIn(t());
    const response = await t().inject({ method: 'GET', url: authPaths.domains, headers: bearer(alice.tokenString) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ domainName: alice.domainName, role: 'owner' }]);
  });

  it('answers 401 without a bearer token', async () => {
    expect((await t().inject({ method: 'GET', url: authPaths.domains })).statusCode).toBe(401);
  });
});

describe.each(testDatabases)('GET /domain/detail with TESSERA_DOMAIN_REDIRECTS on %s', (kind) => {
  const t = useTestApp(kind, { domainRedirects: { 'redirected-ws': 'https://redirected.example.com/app' } });

  it('answers the configured redirect of the workspace, and null for the others', async () => {
    const { tokenString, domainName } = await signedIn(t());
    await t().db.updateTable('domains').set({ name: 'redirected-ws' }).where('name', '=', domainName).execute();
    const redirected = await t().inject({ method: 'GET', url: authPaths.domainDetail, headers: { ...bearer(tokenString), domainname: 'redirected-ws' } });
    expect(redirected.json().redirectUrl).toBe('https://redirected.example.com/app');
    const other = await signedIn(t());
    const plain = await t().inject({ method: 'GET', url: authPaths.domainDetail, headers: { ...bearer(other.tokenString), domainname: other.domainName } });
    expect(plain.json().redirectUrl).toBeNull();
  });
});
