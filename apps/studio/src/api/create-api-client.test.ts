/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authPaths, requestHeaders } from '@tessera/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';
import { domainNameFromPath, outgoingHeaderNames, readJwtSubject } from './request-headers.ts';
import { createMemoryStorage, storedKeys, type KeyValueStorage } from './stored-keys.ts';

/** A JWT-shaped token (unsigned: the client only reads `sub`). */
function fakeJwt(sub: string, version: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none' })}.${encode({ sub, v: version })}.sig`;
}

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A tiny stand-in for the API: valid access token = `validToken`, refresh answers as configured. */
const state = {
  validToken: fakeJwt('user-1', 2),
  refreshStatus: 200,
  refreshDelayMs: 30,
  recorded: [] as Recorded[],
};

function reply(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const url = new URL(req.url ?? '/', 'http://localhost');
  const body = raw ? (JSON.parse(raw) as unknown) : undefined;
  state.recorded.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });

  if (url.pathname === authPaths.refreshToken) {
    await new Promise((resolve) => setTimeout(resolve, state.refreshDelayMs));
    if (state.refreshStatus !== 200) {
      return reply(res, state.refreshStatus, { error: { code: 'invalid_refresh_token', message: 'Invalid refresh token.' } });
    }
    return reply(res, 200, { tokenString: state.validToken, refreshToken: 'refresh-2', token: state.validToken });
  }
  if (url.pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, 120));
  if (url.pathname === authPaths.login) {
    return reply(res, 401, { error: { code: 'invalid_credentials', message: 'Your email or password is incorrect.' } });
  }
  if (req.headers.authorization !== `Bearer ${state.validToken}`) {
    return reply(res, 401, { error: { code: 'unauthorized', message: 'Sign in again.' } });
  }
  return reply(res, 200, { path: url.pathname, ok: true });
}

let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => reply(res, 500, { error: { code: 'test', message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  state.refreshStatus = 200;
  state.refreshDelayMs = 30;
  state.recorded = [];
});

function setup(options: { pathname?: string; tokens?: boolean } = {}) {
  let pathname = options.pathname ?? '/acme/projects';
  const storage: KeyValueStorage = createMemoryStorage(
    options.tokens === false
      ? {}
      : { [storedKeys.tokenString]: fakeJwt('user-1', 1), [storedKeys.refreshToken]: 'refresh-1' },
  );
  const onSessionEnd = vi.fn();
  const client = createApiClient({ baseUrl, fetch, storage, getPathname: () => pathname, onSessionEnd });
  return { client, storage, onSessionEnd, setPath: (next: string) => (pathname = next) };
}

const refreshCalls = () => state.recorded.filter((call) => call.path === authPaths.refreshToken);

describe('401 handling', () => {
  it('shares one refresh among three concurrent 401s and retries each request once', async () => {
    const { client, storage, onSessionEnd } = setup();

    const answers = await Promise.all([
      client.get(authPaths.userInfo),
      client.get(authPaths.domains),
      client.get(authPaths.domainDetail),
    ]);

    expect(answers).toEqual([
      { path: authPaths.userInfo, ok: true },
      { path: authPaths.domains, ok: true },
      { path: authPaths.domainDetail, ok: true },
    ]);
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]?.body).toEqual({ refreshtoken: 'refresh-1' });
    // Three first attempts, one refresh, three retries.
    expect(state.recorded).toHaveLength(7);
    const retries = state.recorded.slice(-3);
    expect(retries.every((call) => call.headers.authorization === `Bearer ${state.validToken}`)).toBe(true);
    expect(storage.getItem(storedKeys.tokenString)).toBe(state.validToken);
    expect(storage.getItem(storedKeys.refreshToken)).toBe('refresh-2');
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('retries without a second refresh when a 401 arrives after another request refreshed', async () => {
    const { client, onSessionEnd } = setup();
    // '/slow' answers 401 only after the refresh started by '/domains' has finished.
    const answers = await Promise.all([client.get('/slow'), client.get(authPaths.domains)]);
    expect(answers).toEqual([
      { path: '/slow', ok: true },
      { path: authPaths.domains, ok: true },
    ]);
    expect(refreshCalls()).toHaveLength(1);
    expect(state.recorded.filter((call) => call.path === '/slow')).toHaveLength(2);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('retries in the workspace and project the call was made in, even after a switch during the refresh', async () => {
    const { client, storage, setPath } = setup({ pathname: '/acme/projects' });
    storage.setItem(storedKeys.currentProjectId, 'project-a');
    state.refreshDelayMs = 60;
    const call = client.post('/api/invitations', { email: 'x@example.com' });
    // The user switches workspace and project while the refresh is under way.
    await new Promise((resolve) => setTimeout(resolve, 20));
    setPath('/globex/projects');
    storage.setItem(storedKeys.currentProjectId, 'project-b');
    await call;
    const attempts = state.recorded.filter((c) => c.path === '/api/invitations');
    expect(attempts).toHaveLength(2);
    for (const attempt of attempts) {
      expect(attempt.headers[requestHeaders.domainName]).toBe('acme');
      expect(attempt.headers[requestHeaders.currentProjectId]).toBe('project-a');
    }
    // A call started after the switch acts in the new workspace.
    await client.get(authPaths.domains);
    expect(state.recorded.at(-1)?.headers[requestHeaders.domainName]).toBe('globex');
  });

  it('spends the refresh token once when two tabs hit a 401 together (shared lock)', async () => {
    const { storage, onSessionEnd } = setup();
    // A second client on the same storage is a second tab; both use one browser-wide lock,
    // which behaves like navigator.locks: tasks for one name run one after the other.
    let queue: Promise<unknown> = Promise.resolve();
    const withSharedLock = <T,>(_name: string, task: () => Promise<T>): Promise<T> => {
      const run = queue.then(task);
      queue = run.catch(() => undefined);
      return run;
    };
    const tab = (sharedLock: boolean) =>
      createApiClient({
        baseUrl,
        fetch,
        storage,
        getPathname: () => '/acme/projects',
        onSessionEnd,
        ...(sharedLock ? { withSharedLock } : {}),
      });
    const [one, two] = [tab(true), tab(true)];

    const answers = await Promise.all([one.get(authPaths.userInfo), two.get(authPaths.domains)]);

    expect(answers.map((answer) => (answer as { ok: boolean }).ok)).toEqual([true, true]);
    expect(refreshCalls()).toHaveLength(1);
    expect(storage.getItem(storedKeys.refreshToken)).toBe('refresh-2');
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('without the shared lock two tabs would each spend the same refresh token', async () => {
    const { storage, onSessionEnd } = setup();
    const tab = () => createApiClient({ baseUrl, fetch, storage, getPathname: () => '/acme/projects', onSessionEnd });
    await Promise.all([tab().get(authPaths.userInfo), tab().get(authPaths.domains)]);
    expect(refreshCalls().map((call) => call.body)).toEqual([{ refreshtoken: 'refresh-1' }, { refreshtoken: 'refresh-1' }]);
  });

  it('clears the tokens and ends the session once when the refresh answers 400', async () => {
    state.refreshStatus = 400;
    const { client, storage, onSessionEnd } = setup();

    const results = await Promise.allSettled([
      client.get(authPaths.userInfo),
      client.get(authPaths.domains),
      client.get(authPaths.domainDetail),
    ]);

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    for (const result of results) {
      const reason = (result as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.isSessionEnd).toBe(true);
    }
    expect(refreshCalls()).toHaveLength(1);
    expect(storage.getItem(storedKeys.tokenString)).toBeNull();
    expect(storage.getItem(storedKeys.refreshToken)).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('ends the session without calling the server when there is no refresh token', async () => {
    const { client, onSessionEnd } = setup({ tokens: false });
    await expect(client.get(authPaths.userInfo, { requiresAuth: true })).rejects.toMatchObject({ isSessionEnd: true });
    expect(state.recorded).toHaveLength(0);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('refreshes first when only a refresh token is stored', async () => {
    const { client, storage } = setup({ tokens: false });
    storage.setItem(storedKeys.refreshToken, 'refresh-1');
    await expect(client.get(authPaths.userInfo, { requiresAuth: true })).resolves.toMatchObject({ ok: true });
    expect(state.recorded.map((call) => call.path)).toEqual([authPaths.refreshToken, authPaths.userInfo]);
  });

  it('does not refresh on a 401 from login and surfaces the server message', async () => {
    const { client, onSessionEnd } = setup({ pathname: '/login' });
    const error = await client
      .post(authPaths.login, { username: 'a@b.co', password: 'x' }, { refreshOnUnauthorized: false })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).code).toBe('invalid_credentials');
    expect((error as ApiError).message).toBe('Your email or password is incorrect.');
    expect(refreshCalls()).toHaveLength(0);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});

describe('request headers', () => {
  it('sends the outgoing names that lower-case to the shared contract', () => {
    for (const key of Object.keys(requestHeaders) as (keyof typeof requestHeaders)[]) {
      expect(outgoingHeaderNames[key].toLowerCase()).toBe(requestHeaders[key]);
    }
  });

  it('sends the bearer token, the workspace of the path and the user id', async () => {
    const { client, storage } = setup({ pathname: '/acme/projects' });
    storage.setItem(storedKeys.tokenString, state.validToken);
    storage.setItem(storedKeys.currentProjectId, 'project-9');
    await client.get(authPaths.domains);
    const headers = state.recorded[0]?.headers;
    expect(headers?.authorization).toBe(`Bearer ${state.validToken}`);
    expect(headers?.[requestHeaders.domainName]).toBe('acme');
    expect(headers?.[requestHeaders.clientId]).toBe('user-1');
    expect(headers?.[requestHeaders.currentProjectId]).toBe('project-9');
  });

  it.each(['/login', '/signup', '/', '/forgotpassword', '/invitation'])('sends an empty domainName on %s', async (pathname) => {
    const { client, storage } = setup({ pathname });
    storage.setItem(storedKeys.tokenString, state.validToken);
    await client.get(authPaths.domains);
    const headers = state.recorded[0]?.headers;
    expect(headers?.[requestHeaders.domainName]).toBe('');
    expect(headers?.[requestHeaders.currentProjectId]).toBeUndefined();
  });

  it('omits Authorization and x-clientid when signed out', async () => {
    const { client } = setup({ pathname: '/login', tokens: false });
    await client.post(authPaths.login, { username: 'a@b.co', password: 'x' }, { refreshOnUnauthorized: false }).catch(() => undefined);
    const headers = state.recorded[0]?.headers;
    expect(headers?.authorization).toBeUndefined();
    expect(headers?.[requestHeaders.clientId]).toBeUndefined();
    expect(headers?.['content-type']).toBe('application/json');
  });

  it('reads the workspace from the first path segment', () => {
    expect(domainNameFromPath('/acme/projects/favorites')).toBe('acme');
    expect(domainNameFromPath('/my%20team/settings')).toBe('my team');
    expect(domainNameFromPath('/')).toBe('');
    expect(domainNameFromPath('/login')).toBe('');
    expect(domainNameFromPath('/signup')).toBe('');
    expect(domainNameFromPath('/redirect')).toBe('');
    expect(domainNameFromPath('/definitions/domain')).toBe('');
  });
});

describe('readJwtSubject', () => {
  it('reads the sub claim of a base64url payload', () => {
    expect(readJwtSubject(fakeJwt('user-7', 1))).toBe('user-7');
  });

  it('returns null for anything unreadable', () => {
    expect(readJwtSubject(null)).toBeNull();
    expect(readJwtSubject('opaque-token')).toBeNull();
    expect(readJwtSubject('a.%%%.c')).toBeNull();
  });
});
