import { externalAccessPaths } from '@tessera/model/connectors';
import { endUserAdminPaths, endUserAuthPath, endUserAuthPaths } from '@tessera/model/end-users';
import { appRequestPaths, draftPreviewMessages, draftPreviewPaths, PREVIEW_TOKEN_HEADER, PREVIEW_TOKEN_TTL_SECONDS } from '@tessera/model/releases';
import { fillPath } from '@tessera/model/workspace-api';
import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, uniqueEmail } from '../helpers/accounts.ts';
import { type DataProject, dataProject } from '../helpers/data-api.ts';
import { testDatabases } from '../helpers/databases.ts';
import { previewHeaders } from '../helpers/draft-preview.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, scoped, setPlan, signedInUser } from '../helpers/workspaces.ts';

const model = modelFixture([
  {
    name: 'notes',
    primaryKey: 'integer',
    columns: [{ name: 'title', type: 'text' }],
    access: { read: { who: 'anyone' }, insert: { who: 'anyone' }, update: { who: 'anyone' }, delete: { who: 'anyone' } },
  },
]);

type Headers = Record<string, string>;
const U1 = '11111111-1111-4111-8111-111111111111';
const READER = '22222222-2222-4222-8222-222222222222';
// An end user belongs to one environment: live's accounts have ids of their own.
const U1_LIVE = '11111111-1111-4111-8111-11111111111e';
const READER_LIVE = '22222222-2222-4222-8222-22222222222e';

/**
 * A project's draft is reached only from its studio's Run preview: every draft app route a
 * visitor or end user calls — the data API (its OpenAPI document and connected tables
 * included), the end users' account routes, the REST requests — needs a preview token of that
 * project, minted by a builder with a Developer seat. Live and the builders' own calls are as before.
 */
describe.each(testDatabases)('the Run preview’s token of a draft on %s', (kind) => {
  const t = useTestApp(kind);
  let p: DataProject;
  let other: DataProject;
  const mint = (projectId: string, headers: Headers) => t().inject({ method: 'POST', url: fillPath(draftPreviewPaths.token, { projectId }), headers });

  beforeAll(async () => {
    p = await dataProject(t(), model);
    other = await dataProject(t(), model);
    await setPlan(t(), p.builder.domainId, 'pro');
  });

  /** Every way a caller without a builder's token can be refused: none, garbage, another project's, expired. */
  async function refusedTokens(): Promise<[string, Headers][]> {
    // Signed just over a lifetime ago (the test clock stays put: the builders' sessions live on).
    const expired = await previewHeaders(t(), p.projectId, 'draft', new Date(t().clock.now().getTime() - PREVIEW_TOKEN_TTL_SECONDS * 1000 - 1000));
    return [
      ['no token', {}],
      ['a malformed token', { [PREVIEW_TOKEN_HEADER]: 'not-a-token' }],
      ['another project’s token', await previewHeaders(t(), other.projectId)],
      ['an expired token', expired],
      // An end user's token of the project is no preview token.
      ['an end-user token as the preview token', { [PREVIEW_TOKEN_HEADER]: (await p.endUser(U1_LIVE, [], 'live')).authorization!.slice('Bearer '.length) }],
    ];
  }

  const expectRefused = (response: { statusCode: number; body: string }, label: string) => {
    expect(response.statusCode, `${label}: ${response.body}`).toBe(401);
    expect(response.body, label).toContain(draftPreviewMessages.required);
  };

  describe('minting', () => {
    it('gives a builder with a Developer seat a token of the project, valid 15 minutes, that opens its draft', async () => {
      const minted = await mint(p.projectId, p.builderHeaders);
      expect(minted.statusCode, minted.body).toBe(200);
      expect(minted.json()).toEqual({ token: expect.any(String), expiresIn: PREVIEW_TOKEN_TTL_SECONDS });
      const read = await t().inject({ method: 'GET', url: `${p.base()}/notes`, headers: { [PREVIEW_TOKEN_HEADER]: minted.json().token } });
      expect(read.statusCode, read.body).toBe(200);
      const claims = decodeJwt(minted.json().token);
      expect(claims).toMatchObject({ typ: 'preview', sub: p.builder.userId });
      expect(claims.exp! - claims.iat!).toBe(PREVIEW_TOKEN_TTL_SECONDS);
    });

    it('refuses without a sign-in (401), a member without a Developer seat (403), another workspace and unknown projects (404)', async () => {
      expect((await mint(p.projectId, {})).statusCode).toBe(401);
      const seatless = await signedInUser(t(), 'preview.seatless');
      await addToWorkspace(t(), p.builder.domainId, seatless, 'developer', 'end_user');
      expect((await mint(p.projectId, scoped(seatless, p.builder.domainName))).statusCode).toBe(403);
      const outsider = await signedInUser(t(), 'preview.outsider');
      expect((await mint(p.projectId, scoped(outsider, outsider.domainName))).statusCode).toBe(404);
      expect((await mint(p.projectId, scoped(outsider, p.builder.domainName))).statusCode).toBe(404);
      expect((await mint(other.projectId, p.builderHeaders)).statusCode).toBe(404);
      expect((await mint(randomUUID(), p.builderHeaders)).statusCode).toBe(404);
      expect((await mint('nope', p.builderHeaders)).statusCode).toBe(404);
    });
  });

  it('holds the data API of draft (rows, OpenAPI document, connected tables) to the token, for visitors and end users alike', async () => {
    const rows = `${p.base()}/notes`;
    const connected = fillPath(externalAccessPaths.dataApiTable, { projectId: p.projectId, environment: 'draft', connectorId: randomUUID(), table: 'notes' });
    const endUser = await p.endUser(READER, [], 'draft');
    for (const [label, headers] of await refusedTokens()) {
      const read = await t().inject({ method: 'GET', url: rows, headers });
      expectRefused(read, `read, ${label}`);
      expect(read.json().code).toBe('PGRST301');
      expectRefused(await t().inject({ method: 'POST', url: rows, headers, payload: { title: 'sneaked in' } }), `insert, ${label}`);
      expectRefused(await t().inject({ method: 'GET', url: `${p.base()}/`, headers }), `OpenAPI, ${label}`);
      expectRefused(await t().inject({ method: 'GET', url: rows, headers: { ...headers, authorization: endUser.authorization! } }), `end user, ${label}`);
      expectRefused(await t().inject({ method: 'GET', url: connected, headers }), `connected table, ${label}`);
    }
    // Nothing any of them sent was written.
    expect((await t().inject({ method: 'GET', url: rows, headers: p.builderHeaders })).json()).toEqual([]);

    const preview = await previewHeaders(t(), p.projectId);
    const inserted = await t().inject({ method: 'POST', url: rows, headers: { ...preview, prefer: 'return=representation' }, payload: { title: 'from the preview' } });
    expect(inserted.statusCode, inserted.body).toBe(201);
    expect((await t().inject({ method: 'GET', url: `${rows}?select=title`, headers: await p.endUser(READER, [], 'draft') })).json()).toEqual([{ title: 'from the preview' }]);
    expect((await t().inject({ method: 'GET', url: `${p.base()}/`, headers: preview })).statusCode).toBe(200);
    // Past the preview check, the connected table route goes on to its own answer (an unknown connector).
    expect((await t().inject({ method: 'GET', url: connected, headers: preview })).statusCode).toBe(404);
    // Builders' studio calls need no preview token; live needs none from anyone.
    expect((await t().inject({ method: 'GET', url: rows, headers: p.builderHeaders })).statusCode).toBe(200);
    expect((await t().inject({ method: 'GET', url: `${p.base('live')}/notes` })).statusCode).toBe(200);
    expect((await t().inject({ method: 'GET', url: `${p.base('live')}/notes`, headers: await p.endUser(READER_LIVE, [], 'live') })).statusCode).toBe(200);
  });

  it('holds draft’s end-user account routes to the token, creating nothing without it; live’s are open once published', async () => {
    const email = uniqueEmail('preview.signup');
    const signUp = (environment: 'draft' | 'live', headers: Headers, address = email) =>
      t().inject({ method: 'POST', url: endUserAuthPath(endUserAuthPaths.signUp, p.projectId, environment), headers, payload: { email: address, password: GOOD_PASSWORD } });
    for (const [label, headers] of await refusedTokens()) {
      expectRefused(await signUp('draft', headers), `sign-up, ${label}`);
      const signIn = await t().inject({ method: 'POST', url: endUserAuthPath(endUserAuthPaths.signIn, p.projectId, 'draft'), headers, payload: { email, password: GOOD_PASSWORD } });
      expectRefused(signIn, `sign-in, ${label}`);
      const me = await t().inject({ method: 'GET', url: endUserAuthPath(endUserAuthPaths.me, p.projectId, 'draft'), headers: { ...headers, authorization: (await p.endUser(U1)).authorization! } });
      expectRefused(me, `me, ${label}`);
    }
    const listed = async (environment: string): Promise<string[]> =>
      (await t().inject({ method: 'GET', url: `${fillPath(endUserAdminPaths.list, { projectId: p.projectId })}?environment=${environment}`, headers: p.builderHeaders }))
        .json()
        .items.map((user: { email: string }) => user.email);
    expect(await listed('draft')).not.toContain(email);

    expect((await signUp('draft', await previewHeaders(t(), p.projectId))).statusCode).toBe(200);
    expect(await listed('draft')).toContain(email);
    // An unknown project is still a 404, whatever the token.
    expect((await t().inject({ method: 'POST', url: endUserAuthPath(endUserAuthPaths.signUp, randomUUID(), 'draft'), payload: { email, password: GOOD_PASSWORD } })).statusCode).toBe(404);
    // Live needs no token from anyone, once there is a live app: not before the first publish.
    expect((await signUp('live', {}, uniqueEmail('preview.live'))).statusCode).toBe(404);
    await p.publish();
    expect((await signUp('live', {}, uniqueEmail('preview.live'))).statusCode).toBe(200);
  });

  it('holds draft’s REST requests to the token; live answers as before', async () => {
    const run = (environment: 'draft' | 'live', headers: Headers) =>
      t().inject({ method: 'POST', url: fillPath(appRequestPaths.run, { projectId: p.projectId, environment, requestId: randomUUID() }), headers, payload: { params: {} } });
    for (const [label, headers] of await refusedTokens()) expectRefused(await run('draft', headers), `request, ${label}`);
    // Past the check, a request the draft screens do not name is unknown.
    expect((await run('draft', await previewHeaders(t(), p.projectId))).statusCode).toBe(404);
    expect((await run('live', {})).statusCode).toBe(404);
  });
});
