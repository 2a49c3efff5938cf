import type { Action } from '@tessera/model/definition';
import { endUserAdminPaths } from '@tessera/model/end-users';
import { draftPreviewMessages, draftPreviewPaths, PREVIEW_TOKEN_HEADER } from '@tessera/model/releases';
import { fillPath } from '@tessera/model/workspace-api';
import { beforeAll, describe, expect, it } from 'vitest';
// The runtime's clients and action engine are plain TypeScript over `fetch`: imported from source,
// they run here against the real routes (the runtime package's entry also carries React views).
import type { ActionEffects } from '../../../../packages/runtime/src/actions/action-effects.ts';
import { runActions } from '../../../../packages/runtime/src/actions/run-actions.ts';
import { createDataClient } from '../../../../packages/runtime/src/clients/data-client.ts';
import { fieldOfDataError } from '../../../../packages/runtime/src/clients/data-error-field.ts';
import { createEndUserAuthClient, endUserSessionKey } from '../../../../packages/runtime/src/clients/end-user-auth-client.ts';
import { memoryStorage } from '../../../../packages/runtime/src/clients/key-value-storage.ts';
import { createRestRequestClient } from '../../../../packages/runtime/src/clients/rest-request-client.ts';
import { checkRow, tableRules } from '../../../../packages/runtime/src/clients/table-rules.ts';
import { uniqueEmail } from '../helpers/accounts.ts';
import { type DataProject, dataProject } from '../helpers/data-api.ts';
import { testDatabases } from '../helpers/databases.ts';
import { previewHeaders } from '../helpers/draft-preview.ts';
import { mailedCode } from '../helpers/end-users.ts';
import { injectFetch } from '../helpers/inject-fetch.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { setPlan } from '../helpers/workspaces.ts';

const PASSWORD = 'a long enough passphrase for tests';

const model = modelFixture([
  {
    name: 'tasks',
    primaryKey: 'integer',
    columns: [
      { name: 'title', type: 'text', required: true, unique: true },
      { name: 'done', type: 'boolean' },
    ],
    access: { read: { who: 'signedIn' }, insert: { who: 'roles', roles: ['writer'] }, update: { who: 'roles', roles: ['writer'] }, delete: { who: 'roles', roles: ['writer'] } },
  },
]);

let nextId = 0;
const act = (type: string, params: Record<string, unknown>, extra: Partial<Action> = {}): Action => ({ id: `a${++nextId}`, type, params, ...extra });

describe.each(testDatabases)('the runtime’s clients and actions against the server on %s', (kind) => {
  const t = useTestApp(kind);
  let p: DataProject;
  const calls: string[] = [];
  const served = injectFetch(t);
  const fetch = async (input: string, init?: RequestInit) => {
    const answer = await served(input, init);
    calls.push(`${init?.method ?? 'GET'} ${input.replace(/\?.*$/, '').split('/').slice(-1)[0]} ${answer.status}`);
    return answer;
  };

  let previewToken: string | null = null;

  beforeAll(async () => {
    p = await dataProject(t(), model);
    await setPlan(t(), p.builder.domainId, 'pro');
    // The studio's own call: a builder mints the Run preview's token of the draft.
    const minted = await t().inject({ method: 'POST', url: fillPath(draftPreviewPaths.token, { projectId: p.projectId }), headers: p.builderHeaders });
    expect(minted.statusCode, minted.body).toBe(200);
    previewToken = minted.json().token;
  });

  /** The studio renews the preview token before it expires: after the test clock moves on, so does this. */
  async function renewPreview() {
    previewToken = (await previewHeaders(t(), p.projectId))[PREVIEW_TOKEN_HEADER]!;
  }

  /** The clients of the project's draft environment, as the Run preview builds them (with its token). */
  function clients(storage = memoryStorage(), now?: () => number, preview: (() => string | null) | null = () => previewToken) {
    const auth = createEndUserAuthClient({ projectId: p.projectId, environment: 'draft', authBase: `/api/apps/${p.projectId}/draft/auth`, storage, fetch, ...(now ? { now } : {}), ...(preview ? { previewToken: preview } : {}) });
    return { auth, data: createDataClient({ baseUrl: p.base('draft'), fetch, tokens: auth, ...(preview ? { previewToken: preview } : {}) }), storage, preview };
  }

  /** Effects of a page with the screen variables `tasks` (list) and `email`, messages recorded. */
  function page(c: ReturnType<typeof clients>) {
    const messages: string[] = [];
    const variables: Record<string, unknown> = { tasks: [], email: null };
    const effects = {
      navigate: () => true,
      goBack: () => undefined,
      variables: {
        declaration: (_scope: string, name: string) => (name === 'tasks' ? { name, type: 'list' as const, initial: [] } : name === 'email' ? { name, type: 'text' as const, initial: null } : undefined),
        set: (_scope: string, name: string, value: unknown) => void (variables[name] = value),
      },
      showMessage: (text: string) => void messages.push(text),
      data: c.data,
      auth: c.auth,
      rest: createRestRequestClient({ projectId: p.projectId, environment: 'draft', fetch, tokens: c.auth, ...(c.preview ? { previewToken: c.preview } : {}) }),
    } as unknown as ActionEffects;
    const context = { effects, scope: () => ({ screen: variables, app: {}, params: {}, user: c.auth.user() }) };
    return { messages, variables, run: (actions: Action[]) => runActions(actions, context) };
  }

  async function signedUpUser(c: ReturnType<typeof clients>, email: string) {
    expect(await c.auth.signUp(email, PASSWORD)).toMatchObject({ ok: true });
    expect(await c.auth.verifyEmail(email, await mailedCode(t(), email))).toMatchObject({ ok: true });
    const signedIn = await c.auth.signIn(email, PASSWORD);
    if (!signedIn.ok) throw new Error(signedIn.error.message);
    return signedIn.value;
  }

  it('signs an end user up and in, refuses a reader’s insert with the builder’s message, and lets a writer add and read rows', async () => {
    const c = clients();
    const email = uniqueEmail('runner');
    const user = await signedUpUser(c, email);
    expect(c.auth.user()).toMatchObject({ email: email.toLowerCase(), roles: [] });
    expect(JSON.parse(c.storage.getItem(endUserSessionKey(p.projectId, 'draft'))!)).toMatchObject({ user: { id: user.id } });

    const reader = page(c);
    const addTask = act('insert', { table: 'tasks', values: { title: '"Buy milk"', done: 'false' } }, { onError: { kind: 'message', text: 'You may only read tasks.' } });
    const outcome = await reader.run([addTask, act('showMessage', { text: 'Added' })]);
    expect(outcome).toMatchObject({ ok: false, error: { code: '42501' } });
    expect(reader.messages).toEqual(['You may only read tasks.']);

    // The builder makes them a writer; a refresh reads the roles again.
    const builderHeaders = p.builderHeaders;
    const patched = await t().inject({ method: 'PATCH', url: fillPath(endUserAdminPaths.one, { projectId: p.projectId, endUserId: user.id }), headers: builderHeaders, payload: { roles: ['writer'] }, query: { environment: 'draft' } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await c.auth.refresh()).toMatchObject({ ok: true, value: { roles: ['writer'] } });

    const writer = page(c);
    const listTasks = act('query', { table: 'tasks', filters: [{ column: 'done', operator: 'eq', value: 'false' }], order: [{ column: 'title', direction: 'asc' }], result: { scope: 'screen', name: 'tasks' } });
    expect(await writer.run([addTask, act('insert', { table: 'tasks', values: { title: '"Call Bob"' } }), listTasks])).toEqual({ ok: true });
    expect((writer.variables.tasks as { title: string }[]).map((row) => row.title)).toEqual(['Buy milk']);
    const page1 = await c.data.select('tasks', { order: [{ column: 'title', direction: 'asc' }], limit: 1, count: true });
    expect(page1).toMatchObject({ ok: true, value: { count: 2, rows: [{ title: 'Buy milk' }] } });
  });

  it('names the column of a refused write, so a form shows it on its field', async () => {
    const c = clients();
    const user = await signedUpUser(c, uniqueEmail('former'));
    await t().inject({ method: 'PATCH', url: fillPath(endUserAdminPaths.one, { projectId: p.projectId, endUserId: user.id }), headers: p.builderHeaders, payload: { roles: ['writer'] }, query: { environment: 'draft' } });
    await c.auth.refresh();
    expect(await c.data.insert('tasks', { title: 'Unique one' })).toMatchObject({ ok: true });
    const duplicate = await c.data.insert('tasks', { title: 'Unique one' });
    expect(duplicate).toMatchObject({ ok: false, error: { code: '23505', status: 409 } });
    if (!duplicate.ok) expect(fieldOfDataError(duplicate.error, ['title', 'done'])).toBe('title');
    const missing = await c.data.insert('tasks', { done: true });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(fieldOfDataError(missing.error, ['title', 'done'])).toBe('title');

    // The same rules, read from the data API's own description, before anything is sent.
    const description = await c.data.describe();
    const rules = description.ok ? tableRules(description.value, 'tasks', 'insert') : null;
    expect(rules?.primaryKey).toBe('id');
    expect(checkRow({ done: 'yes' }, rules!)).toEqual({ title: 'This field is required.', done: 'Choose yes or no.' });
  });

  it('refreshes an expired token once and sends the call again; a sign-out clears the stored session', async () => {
    // The client's own clock stands still, so it sends the expired token and meets the 401.
    const c = clients(memoryStorage(), () => 0);
    await signedUpUser(c, uniqueEmail('sleeper'));
    t().clock.advance(3 * 60 * 60 * 1000);
    await renewPreview();
    calls.length = 0;
    expect(await c.data.select('tasks')).toMatchObject({ ok: true });
    expect(calls).toEqual(['GET tasks 401', 'POST refresh 200', 'GET tasks 200']);

    // Two calls meeting an expired token at once share one refresh: a rotated refresh token sent
    // twice would revoke the whole family and sign the end user out.
    t().clock.advance(3 * 60 * 60 * 1000);
    await renewPreview();
    calls.length = 0;
    const [first, second] = await Promise.all([c.data.select('tasks'), c.data.select('tasks', { limit: 1 })]);
    expect([first.ok, second.ok]).toEqual([true, true]);
    expect(calls.filter((call) => call.includes('refresh'))).toEqual(['POST refresh 200']);
    expect(c.auth.user()).not.toBeNull();
    await c.auth.signOut();
    expect(c.auth.user()).toBeNull();
    expect(c.storage.getItem(endUserSessionKey(p.projectId, 'draft'))).toBeNull();
    // Signed out, the table is closed to visitors.
    expect(await c.data.select('tasks')).toMatchObject({ ok: false, error: { code: '42501', status: 401 } });
  });

  it('answers the server’s own refusal of a bad sign-in and sign-up', async () => {
    const c = clients();
    expect(await c.auth.signIn(uniqueEmail('nobody'), PASSWORD)).toMatchObject({ ok: false, error: { message: 'The email or password is incorrect.' } });
    const weak = await c.auth.signUp('not-an-email', PASSWORD);
    expect(weak).toMatchObject({ ok: false, error: { field: 'email' } });
  });

  it('are refused on draft without the Run preview’s token, with the reason', async () => {
    const outside = clients(memoryStorage(), undefined, null);
    const refusal = { ok: false, error: { status: 401, message: draftPreviewMessages.required } };
    expect(await outside.data.select('tasks')).toMatchObject(refusal);
    expect(await outside.auth.signUp(uniqueEmail('outside'), PASSWORD)).toMatchObject(refusal);
    expect(await outside.auth.signIn(uniqueEmail('outside'), PASSWORD)).toMatchObject(refusal);
  });
});
